import { REDUCED_MOTION_QUERY } from "./motion-constants";

/**
 * The site-wide "Pause all motion" switch (a button in the footer). Its state is the `data-motion` attribute of
 * <html>, "paused" or "playing": the head script sets it before the first paint, from the visitor's stored choice
 * or else from prefers-reduced-motion, and flips it when the switch is pressed, so it works on every page, before
 * and without hydration, with no script of its own. CSS stops animations under it (app/app.css) and
 * `usePlayState` stops whatever moves by script.
 */
export const MOTION_STORAGE_KEY = "motion";
export const MOTION_ATTRIBUTE = "data-motion";
/** Marks the switch's button(s); the head script keeps their `aria-pressed` in step. */
export const MOTION_SWITCH_ATTRIBUTE = "data-motion-switch";
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

/** Whether motion stands still now: the attribute once the head script has set it (browser only). */
export function motionPaused(): boolean {
  const value = document.documentElement.getAttribute(MOTION_ATTRIBUTE);
  return value ? value === "paused" : storedMotionPaused();
}

/** Gives every switch on the page the current `aria-pressed`: the footer can be rendered again after a navigation. */
export function markMotionSwitches(): void {
  const pressed = String(motionPaused());
  document.querySelectorAll(`[${MOTION_SWITCH_ATTRIBUTE}]`).forEach((button) => button.setAttribute("aria-pressed", pressed));
}

function apply(paused: boolean) {
  document.documentElement.setAttribute(MOTION_ATTRIBUTE, paused ? "paused" : "playing");
  markMotionSwitches();
  document.dispatchEvent(new Event(MOTION_EVENT));
}

/**
 * Part of the head script: sets the attribute now and the switches' `aria-pressed` once the page is parsed (the
 * head script's observer calls `markMotionSwitches` for what is rendered later), answers a press of any switch
 * (one listener on the document), and follows a change made in another tab or in the system setting.
 */
export function installMotionSwitch(): void {
  const d = document;
  const sync = () => apply(storedMotionPaused());
  sync();
  d.addEventListener("DOMContentLoaded", sync);
  addEventListener("storage", sync);
  matchMedia(REDUCED_MOTION_QUERY).addEventListener("change", sync);
  d.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.(`[${MOTION_SWITCH_ATTRIBUTE}]`)) return;
    const paused = !motionPaused();
    try {
      localStorage.setItem(MOTION_STORAGE_KEY, paused ? "paused" : "playing");
    } catch {
      // Storage refused: the choice holds on this page only.
    }
    apply(paused);
  });
}
