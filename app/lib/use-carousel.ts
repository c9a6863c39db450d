import type { EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";

/** Embla with the state a carousel's controls need: selected slide, slide count and edges. */
export function useCarousel(options: EmblaOptionsType) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(Boolean(options.loop));
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    if (!api) return;
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

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  /** Autoplay's step: the next slide, or back to the first at the end of a carousel that does not loop. */
  const advance = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext();
    else api.scrollTo(0);
  }, [api]);

  return { viewportRef, api, selected, canPrev, canNext, prev, next, goTo, advance };
}

export type Carousel = ReturnType<typeof useCarousel>;
