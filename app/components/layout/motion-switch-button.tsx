import { MOTION_SWITCH_CLASS } from "#app/lib/motion-switch.ts";

/**
 * "Pause all motion": a toggle button the head script answers (app/lib/motion-switch.ts), so it works in the
 * footer's static HTML on every page, before and without hydration, and gives it its `aria-pressed`. Its look, the track and knob included, is one
 * class in app/app.css, since its markup is on every page; hidden without JavaScript, where it could not work.
 */
export function MotionSwitchButton() {
  return (
    // aria-pressed comes from the head script, which alone knows the state.
    <button type="button" className={MOTION_SWITCH_CLASS}>
      Pause all motion
    </button>
  );
}
