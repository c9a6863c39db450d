import { useEffect, useRef } from "react";

/** Calls `onTick` every `delayMs` while `running`; each start waits a full delay. */
export function useAutoplay(onTick: () => void, delayMs: number, running: boolean) {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs, running]);
}
