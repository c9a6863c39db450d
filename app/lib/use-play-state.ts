import { useCallback, useState, useSyncExternalStore } from "react";
import { prefersReducedMotion } from "./motion-constants";
import { MOTION_EVENT, motionPaused } from "./motion-switch";

/** Read at each move of a carousel: under prefers-reduced-motion or the "Pause all motion" switch, a move is a jump. */
export const jumpRatherThanScroll = () => prefersReducedMotion() || motionPaused();

function subscribe(onChange: () => void) {
  document.addEventListener(MOTION_EVENT, onChange);
  return () => document.removeEventListener(MOTION_EVENT, onChange);
}

/** The site-wide "Pause all motion" switch: null on the server and while hydrating, when it is not known yet. */
export function useMotionPaused(): boolean | null {
  return useSyncExternalStore(subscribe, motionPaused, () => null);
}

/**
 * Whether an auto-moving element may move. It follows the site-wide switch (which starts on under
 * prefers-reduced-motion); the visitor's own choice on the element's pause/play button wins until the switch is
 * pressed again. `playingAttribute` is for `data-playing`: left out until the setting is known, so CSS holds a
 * pre-rendered animation still under the switch until the element's script has run (app/app.css).
 */
export function usePlayState() {
  const allPaused = useMotionPaused();
  const [choice, setChoice] = useState<boolean | null>(null);
  // A press of the site-wide switch overrides every earlier choice on a single element.
  const [switchSeen, setSwitchSeen] = useState(allPaused);
  if (switchSeen !== allPaused) {
    setSwitchSeen(allPaused);
    setChoice(null);
  }
  const playing = choice ?? !allPaused;
  const toggle = useCallback(() => setChoice(!playing), [playing]);
  const known = choice !== null || allPaused !== null;
  return { playing, toggle, playingAttribute: known ? playing : undefined };
}
