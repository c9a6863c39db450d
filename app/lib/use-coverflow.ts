import { useCallback, useState } from "react";

export type CoverflowPosition = "far-before" | "before" | "current" | "after" | "far-after";

/** Where a slide sits relative to the selected one: its neighbours show beside it on wide screens. */
export function coverflowPosition(index: number, selected: number): CoverflowPosition {
  const offset = index - selected;
  if (offset === 0) return "current";
  if (offset === -1) return "before";
  if (offset === 1) return "after";
  return offset < 0 ? "far-before" : "far-after";
}

/**
 * The state of a coverflow that moves only when asked: the selected slide (starting at `start`, counted
 * from 0) and the moves its arrows, dots and keys call. It stops at the ends, like the home carousels.
 */
export function useCoverflow(count: number, start: number) {
  const [selected, setSelected] = useState(() => Math.min(Math.max(start, 0), count - 1));
  const goTo = useCallback((index: number) => setSelected(Math.min(Math.max(index, 0), count - 1)), [count]);
  const prev = useCallback(() => setSelected((index) => Math.max(index - 1, 0)), []);
  const next = useCallback(() => setSelected((index) => Math.min(index + 1, count - 1)), [count]);
  return { selected, canPrev: selected > 0, canNext: selected < count - 1, prev, next, goTo };
}
