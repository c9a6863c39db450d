import { REDUCED_MOTION_QUERY } from "./motion-constants";

/**
 * The site-wide "Pause all motion" switch (a button in the footer). Its state is the `data-motion` attribute of
 * <html>, "paused" or "playing": the head script sets it before the first paint, from the visitor's stored choice
 * or else from prefers-reduced-motion, and flips it when the switch is pressed, so it works on every page, before
 * and without hydration, with no script of its own. CSS stops animations under it (app/app.css) and
 * `usePlayState` stops whatever moves by script. This code is inlined in every page: it is kept short.
 */
export const MOTION_STORAGE_KEY = "motion";
export const MOTION_ATTRIBUTE = "data-motion";
/** The switch's class: its look (app/app.css) and how the head script finds it. */
export const MOTION_SWITCH_CLASS = "motion-switch";
/** Dispatched on `document` whenever the attribute changes. */
export const MOTION_EVENT = "motion-switch";

/** The visitor's stored choice, else their system's: true when motion should stand still (browser only). */
export function storedMotionPaused(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(MOTION_STORAGE_KEY);
  } catch {
    // Storage refused: the system setting decides.
  }
  return stored ? stored === "paused" : matchMedia(REDUCED_MOTION_QUERY).matches;
}

const pausedByHeadScript = () => document.documentElement.getAttribute(MOTION_ATTRIBUTE) === "paused";

/** Whether motion stands still now: the attribute once the head script has set it (browser only). */
export function motionPaused(): boolean {
  return document.documentElement.hasAttribute(MOTION_ATTRIBUTE) ? pausedByHeadScript() : storedMotionPaused();
}

/** Gives every switch on the page the current `aria-pressed`: the footer can be rendered again after a navigation. */
export function markMotionSwitches(): void {
  const pressed = String(pausedByHeadScript());
  document.querySelectorAll(`.${MOTION_SWITCH_CLASS}`).forEach((button) => button.setAttribute("aria-pressed", pressed));
}

/**
 * Part of the head script: sets the attribute now and answers a press of any switch (one listener on the document).
 * The switches' `aria-pressed` is set by the head script once the page has painted, and for any rendered later.
 */
export function installMotionSwitch(): void {
  const set = (state: string) => {
    document.documentElement.setAttribute(MOTION_ATTRIBUTE, state);
    markMotionSwitches();
    document.dispatchEvent(new Event(MOTION_EVENT));
    return state;
  };
  set(storedMotionPaused() ? "paused" : "playing");
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.(`.${MOTION_SWITCH_CLASS}`)) return;
    const state = set(pausedByHeadScript() ? "playing" : "paused");
    try {
      localStorage.setItem(MOTION_STORAGE_KEY, state);
    } catch {
      // Storage refused: the choice holds on this page only.
    }
  });
}
