import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";

/**
 * Holds auto-motion while the pointer is over an element or focus is inside it.
 * With `resumeAfterMs`, the hold outlasts the pointer by that long.
 */
export function useHold(resumeAfterMs = 0) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseEnter = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(true);
  }, []);
  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    if (resumeAfterMs > 0) timer.current = setTimeout(() => setHovered(false), resumeAfterMs);
    else setHovered(false);
  }, [resumeAfterMs]);
  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  return { held: hovered || focused, handlers: { onMouseEnter, onMouseLeave, onFocus, onBlur } };
}
