import { MOTION_SWITCH_ATTRIBUTE } from "#app/lib/motion-switch.ts";

/**
 * "Pause all motion": a toggle button the head script answers (app/lib/motion-switch.ts), so it works in the
 * footer's static HTML on every page, before and without hydration. Hidden without JavaScript, where it could not work.
 */
export function MotionSwitchButton() {
  return (
    <button
      type="button"
      aria-pressed="false"
      {...{ [MOTION_SWITCH_ATTRIBUTE]: "" }}
      className="group inline-flex min-h-11 items-center gap-3 rounded-full text-sm text-ink-200 hover:text-white [html:not(.js)_&]:hidden"
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-10 shrink-0 items-center rounded-full border border-ink-300 bg-white/5 p-0.5 transition-colors group-aria-pressed:border-accent-400 group-aria-pressed:bg-accent-400"
      >
        <span className="size-4 rounded-full bg-white transition-transform group-aria-pressed:translate-x-4 group-aria-pressed:bg-brand-950" />
      </span>
      Pause all motion
    </button>
  );
}
