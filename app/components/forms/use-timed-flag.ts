import { useEffect, useState } from "react";

/** True when `on`, then false `ms` later; a new `trigger` (e.g. a new action result) restarts the clock. */
export function useTimedFlag(on: boolean, trigger: unknown, ms: number): boolean {
  const [shown, setShown] = useState(on);
  const [seen, setSeen] = useState(trigger);
  if (trigger !== seen) {
    setSeen(trigger);
    setShown(on);
  }
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), ms);
    return () => clearTimeout(timer);
  }, [shown, trigger, ms]);
  return shown;
}
