import { describe, expect, it } from "vitest";
import * as motion from "./motion-constants";

describe("motion constants", () => {
  it("match SPEC section 9", () => {
    expect(motion.WHEEL_ROTATION_MS).toBe(7000);
    expect(motion.WHEEL_INITIAL_SELECTION_MS).toBe(4000);
    expect(motion.WHEEL_SCROLL_THRESHOLD).toBe(150);
    expect(motion.WHEEL_SCROLL_BUFFER).toBe(50);
    expect(motion.FULLSCREEN_TRIGGER_VIEWPORT_RATIO).toBe(0.6);
    expect(motion.BANNER_AUTOPLAY_MS).toBe(4000);
    expect(motion.BANNER_NAV_SPEED_MS).toBe(1200);
    expect(motion.SERVICES_AUTOPLAY_MS).toBe(7000);
    expect(motion.SERVICES_MOUSE_LEAVE_TIMEOUT_MS).toBe(10000);
    expect(motion.TESTIMONIAL_SPEED_MS).toBe(800);
    expect(motion.TESTIMONIAL_SPACE_PX).toBe(20);
    expect(motion.CLIENT_MARQUEE_DURATION_S).toBe(60);
    expect(motion.CLIENT_MARQUEE_TRACK_PX).toBe(3500);
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

  it("turn milliseconds into a rising Embla duration", () => {
    expect(motion.emblaDuration(1200)).toBeGreaterThan(motion.emblaDuration(800));
    expect(motion.emblaDuration(800)).toBeGreaterThan(25);
  });
});
