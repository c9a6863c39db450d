import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";

/**
 * How long content shown on hover outlasts the pointer, and how long a pointer must rest on another
 * trigger before that one takes over: time to cross a gap, or a neighbouring trigger, on the way from a
 * trigger to its content in a straight line (WCAG 2.2 SC 1.4.13, hoverable).
 */
export const HOVER_GRACE_MS = 300;

/**
 * Escape hides content shown on hover or focus (SC 1.4.13, dismissible). `shown` names what is shown (an
 * index, or true), or is null/false when nothing is; the content returns once that changes.
 */
export function useEscapeDismiss(shown: number | boolean | null): boolean {
  const [dismissedFor, setDismissedFor] = useState<number | boolean | null>(null);
  const active = shown !== null && shown !== false;
  // Once something else is shown (or nothing), the dismissal is over: set while rendering, as React advises.
  if (dismissedFor !== null && dismissedFor !== shown) setDismissedFor(null);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissedFor(shown);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown, active]);
  return active && dismissedFor === shown;
}

const isTouch = (event: PointerEvent) => event.pointerType === "touch";

/**
 * Which one of several triggers the pointer means, for content that sits beside its trigger: the first
 * trigger pointed at answers at once; after that, leaving a trigger or moving onto another one only takes
 * effect once the pointer has stayed away for HOVER_GRACE_MS. A pointer on its way from a trigger to the
 * content (an element inside the trigger's root) may so cross a gap or another trigger. Touch is ignored.
 * `onSettle` hears each trigger the pointer settles on.
 */
export function useHoverIntent(onSettle?: (index: number) => void): {
  hovered: number | null;
  rootProps: (index: number) => { onPointerEnter: (event: PointerEvent) => void; onPointerLeave: (event: PointerEvent) => void };
} {
  const [hovered, setHovered] = useState<number | null>(null);
  const current = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback(
    (index: number | null) => {
      clearTimeout(timer.current);
      if (index !== null && index !== current.current) onSettle?.(index);
      current.current = index;
      setHovered(index);
    },
    [onSettle],
  );
  const later = useCallback(
    (index: number | null) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => settle(index), HOVER_GRACE_MS);
    },
    [settle],
  );

  const rootProps = useCallback(
    (index: number) => ({
      onPointerEnter: (event: PointerEvent) => {
        if (isTouch(event)) return;
        if (current.current === null || current.current === index) settle(index);
        else later(index);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (!isTouch(event)) later(null);
      },
    }),
    [settle, later],
  );
  return { hovered, rootProps };
}
