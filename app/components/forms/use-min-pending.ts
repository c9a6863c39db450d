import { useEffect, useRef, useState } from "react";

/** Holds a busy state for at least `minMs`, so a fast answer does not make the loader flash. No delay is added to the request itself. */
export function useMinPending(busy: boolean, minMs = 500): boolean {
  const [holding, setHolding] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);
  const startedAt = useRef(0);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (busy) setHolding(true);
  }
  useEffect(() => {
    if (busy) startedAt.current = performance.now();
  }, [busy]);
  useEffect(() => {
    if (busy || !holding) return;
    const timer = setTimeout(() => setHolding(false), Math.max(0, startedAt.current + minMs - performance.now()));
    return () => clearTimeout(timer);
  }, [busy, holding, minMs]);
  return busy || holding;
}
