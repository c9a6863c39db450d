import type { EmblaOptionsType } from "embla-carousel";
import { useAutoplay } from "./use-autoplay";
import { useCarousel } from "./use-carousel";
import { useHold } from "./use-hold";
import { usePlayState } from "./use-play-state";

/**
 * A carousel that advances every `intervalMs` while playing and not held by hover or focus;
 * after the pointer or focus leaves, it waits `resumeAfterMs` before moving again.
 */
export function useAutoplayCarousel(options: EmblaOptionsType, intervalMs: number, resumeAfterMs = 0) {
  const carousel = useCarousel(options);
  const { playing, toggle } = usePlayState();
  const { held, handlers } = useHold(resumeAfterMs);
  const moving = playing && !held;
  useAutoplay(carousel.advance, intervalMs, moving);
  return { ...carousel, autoplay: { playing, toggle, moving, holdHandlers: handlers } };
}

export type AutoplayCarousel = ReturnType<typeof useAutoplayCarousel>;
