import { useCallback, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * Whether an auto-moving element may move. It starts stopped under `prefers-reduced-motion`;
 * the visitor's own choice on its pause/play button wins from then on.
 */
export function usePlayState() {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const toggle = useCallback(() => setChoice(!playing), [playing]);
  return { playing, toggle, reducedMotion };
}
