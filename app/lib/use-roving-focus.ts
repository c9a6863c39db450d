import { useCallback, useRef, type KeyboardEvent } from "react";

type RovingFocusOptions = {
  /** "horizontal": Left/Right arrows; "both": Up/Down arrows move too. */
  orientation?: "horizontal" | "both";
  /** Hears the index about to receive focus, e.g. to select that tab. */
  onMove?: (index: number) => void;
};

/**
 * Roving arrow-key focus for a WAI-ARIA composite such as a tab list: the arrows move to the
 * previous or next item, Home and End to the first and last, wrapping at the ends.
 * Give each item `ref={itemRef(index)}` and `onKeyDown={(event) => onKeyDown(event, index)}`.
 */
export function useRovingFocus(count: number, { orientation = "horizontal", onMove }: RovingFocusOptions = {}) {
  const items = useRef<(HTMLElement | null)[]>([]);

  const itemRef = useCallback(
    (index: number) => (node: HTMLElement | null) => {
      items.current[index] = node;
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    if (orientation === "both") Object.assign(moves, { ArrowDown: index + 1, ArrowUp: index - 1 });
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    const target = ((moves[event.key] ?? index) + count) % count;
    onMove?.(target);
    items.current[target]?.focus();
  };

  return { itemRef, onKeyDown };
}
