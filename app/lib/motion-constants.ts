/** Every timing of the site's moving parts, named as the original site named them (docs/content.md). */

// Landing banner tab strip ("wheel")
export const WHEEL_ROTATION_MS = 7000;
export const WHEEL_INITIAL_SELECTION_MS = 4000;
export const WHEEL_SCROLL_THRESHOLD = 150;
export const WHEEL_SCROLL_BUFFER = 50;
export const FULLSCREEN_TRIGGER_VIEWPORT_RATIO = 0.6;

// Banner carousel
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_NAV_SPEED_MS = 1200;
/** Touch drag is on only below this width (Tailwind's `md`). */
export const BANNER_DRAG_MAX_WIDTH_PX = 767;

// Services carousel
export const SERVICES_AUTOPLAY_MS = 7000;
export const SERVICES_MOUSE_LEAVE_TIMEOUT_MS = 10000;

// Testimonial slider
export const TESTIMONIAL_SPEED_MS = 800;
export const TESTIMONIAL_SPACE_PX = 20;
/** 20 px between slides, as Tailwind classes (5 x 4 px); a test keeps them equal. */
export const TESTIMONIAL_SPACE_CLASSES = { container: "-ml-5", slide: "pl-5" } as const;

// Client logo strip: one cycle scrolls one track's width.
export const CLIENT_MARQUEE_DURATION_S = 60;
export const CLIENT_MARQUEE_TRACK_PX = 3500;
/** Tailwind only sees literal class names, so the figures above are spelled out here (a test keeps them equal). */
export const CLIENT_MARQUEE_TRACK_CLASS = "w-[3500px]";
export const CLIENT_MARQUEE_ANIMATION_CLASS = "animate-[marquee_60s_linear_infinite]";

// Services wheel at the end of the page: one full turn.
export const SERVICES_WHEEL_TURN_S = 90;
export const SERVICES_WHEEL_SPIN_CLASS = "md:animate-[wheel-spin_90s_linear_infinite]";
export const SERVICES_WHEEL_COUNTER_SPIN_CLASS = "md:animate-[wheel-spin_90s_linear_infinite_reverse]";

/**
 * Embla's `duration` is a physics factor, not milliseconds. Calibrated against its scroll body
 * (friction 0.68, 60 Hz): a slide is 99% of the way there after about `ms`.
 */
export function emblaDuration(ms: number): number {
  return Math.round(3 + ms / 33);
}

// Animate-on-scroll (industry pages), the original site's defaults: offset 120 px, 400 ms, ease, no delay.
// Its throttle and debounce need no figure here: an IntersectionObserver replaces the scroll listener.
export const REVEAL_OFFSET_PX = 120;
export const REVEAL_DURATION_MS = 400;
export const REVEAL_EASING = "ease";
/** The same figures as Tailwind classes (a test keeps them equal). */
export const REVEAL_TRANSITION_CLASS = "transition-[opacity,translate] duration-400 ease-[ease]";

// Worklife review slider (coverflow): 3 per view from 1024 px, 1 below, 800 ms, starting on slide 2.
export const WORKLIFE_SPEED_MS = 800;
/** Counted from 1, as the original site counted its slides. */
export const WORKLIFE_START_SLIDE = 2;
/** The speed as a Tailwind class (a test keeps them equal). */
export const WORKLIFE_TRANSITION_CLASS = "duration-800";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asks for less motion right now (browser only): read at the moment something would move. */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;
