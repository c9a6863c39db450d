import { describe, expect, it } from "vitest";
import * as motion from "./motion-constants";

describe("motion constants", () => {
  it("let the banner's slide transition finish before its next autoplay step", () => {
    // A transition longer than the interval would keep the banner in motion with no slide ever at rest.
    expect(motion.BANNER_NAV_SPEED_MS).toBeLessThan(motion.BANNER_AUTOPLAY_MS);
  });

  it("spell the same figures in the Tailwind classes", () => {
    expect(motion.CLIENT_MARQUEE_TRACK_CLASS).toBe(`w-[${motion.CLIENT_MARQUEE_TRACK_PX}px]`);
    expect(motion.CLIENT_MARQUEE_ANIMATION_CLASS).toContain(`_${motion.CLIENT_MARQUEE_DURATION_S}s_`);
    expect(motion.SERVICES_WHEEL_SPIN_CLASS).toContain(`_${motion.SERVICES_WHEEL_TURN_S}s_`);
    expect(motion.SERVICES_WHEEL_COUNTER_SPIN_CLASS).toContain(`_${motion.SERVICES_WHEEL_TURN_S}s_`);
    // Tailwind's spacing unit is 4 px: pl-5 is 20 px.
    expect(motion.TESTIMONIAL_SPACE_CLASSES.slide).toBe(`pl-${motion.TESTIMONIAL_SPACE_PX / 4}`);
    expect(motion.TESTIMONIAL_SPACE_CLASSES.container).toBe(`-ml-${motion.TESTIMONIAL_SPACE_PX / 4}`);
  });

  it("spell the worklife slider's speed in its class", () => {
    expect(motion.WORKLIFE_TRANSITION_CLASS).toBe(`duration-${motion.WORKLIFE_SPEED_MS}`);
  });

  it("spell the animate-on-scroll duration and easing in its transition classes", () => {
    expect(motion.REVEAL_TRANSITION_CLASS).toContain(`duration-${motion.REVEAL_DURATION_MS}`);
    expect(motion.REVEAL_TRANSITION_CLASS).toContain(`ease-[${motion.REVEAL_EASING}]`);
  });

  it("turn milliseconds into a rising Embla duration", () => {
    expect(motion.emblaDuration(1200)).toBeGreaterThan(motion.emblaDuration(800));
    expect(motion.emblaDuration(800)).toBeGreaterThan(25);
  });
});
