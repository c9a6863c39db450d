import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState } from "react";

let embla: Promise<typeof import("embla-carousel")> | undefined;
/** Embla's module, fetched once for every carousel on the page. */
export const loadEmbla = () => (embla ??= import("embla-carousel"));

/**
 * Embla on a viewport, loaded after hydration rather than with the page (the slides are plain, readable
 * markup until then). The same contract as embla-carousel-react's hook: a ref callback and the API once
 * it exists; the carousel is rebuilt when `options` changes, so keep them module-level.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let live = true;
    let created: EmblaCarouselType | undefined;
    void loadEmbla().then(({ default: EmblaCarousel }) => {
      if (!live) return;
      created = EmblaCarousel(viewport, options);
      setApi(created);
    });
    return () => {
      live = false;
      created?.destroy();
      setApi(undefined);
    };
  }, [viewport, options]);

  return [setViewport, api] as const;
}
