import type { EmblaOptionsType } from "embla-carousel";
import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLazyEmbla } from "./use-lazy-embla";
import { jumpRatherThanScroll as jump } from "./use-play-state";

/**
 * Embla (loaded after hydration) with the state a carousel's controls need: selected slide, slide count and edges.
 * Under `prefers-reduced-motion` or the "Pause all motion" switch every move is a jump, not an animated scroll.
 */
export function useCarousel(options: EmblaOptionsType) {
  const [viewportRef, api] = useLazyEmbla(options);
  // A move asked for before Embla has loaded is made as soon as it has.
  const pending = useRef<(api: EmblaCarouselType) => void>(undefined);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(Boolean(options.loop));
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!api) return;
    pending.current?.(api);
    pending.current = undefined;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const move = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );
  const prev = useCallback(() => move((embla) => embla.scrollPrev(jump())), [move]);
  const next = useCallback(() => move((embla) => embla.scrollNext(jump())), [move]);
  /** `instant` jumps whatever the motion setting: for placing a carousel before anyone has watched it. */
  const goTo = useCallback((index: number, instant = false) => move((embla) => embla.scrollTo(index, instant || jump())), [move]);
  /** Autoplay's step: the next slide, or back to the first at the end of a carousel that does not loop. */
  const advance = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(jump());
    else api.scrollTo(0, jump());
  }, [api]);

  return { viewportRef, api, selected, canPrev, canNext, prev, next, goTo, advance };
}

export type Carousel = ReturnType<typeof useCarousel>;
