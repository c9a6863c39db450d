import { cardClass } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { BannerSlide } from "#content/schema/home.ts";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { TextLink } from "#app/components/ui/link.tsx";
import { BANNER_AUTOPLAY_MS, BANNER_DRAG_MAX_WIDTH_PX, BANNER_NAV_SPEED_MS, emblaDuration } from "#app/lib/motion-constants.ts";
import { useAutoplayCarousel } from "#app/lib/use-autoplay-carousel.ts";
import { PatternArt } from "#app/components/sections/pattern-art.tsx";

const options = {
  loop: true,
  duration: emblaDuration(BANNER_NAV_SPEED_MS),
  watchDrag: false,
  // Touch drag only on small screens; wider screens use the arrows, dots and keys.
  breakpoints: { [`(max-width: ${BANNER_DRAG_MAX_WIDTH_PX}px)`]: { watchDrag: true } },
};

/** Looping highlight banners: autoplay every 4 s, paused on hover, focus, the button or reduced motion. */
export function BannerCarousel({ slides, labelledBy }: { slides: BannerSlide[]; labelledBy: string }) {
  const carousel = useAutoplayCarousel(options, BANNER_AUTOPLAY_MS);
  return (
    <Carousel
      label="Highlights"
      aria-describedby={labelledBy}
      carousel={carousel}
      autoplayLabel="highlights"
      slides={slides}
      slideKey={(slide) => slide.title}
      noun="highlight"
      viewportClassName={cn(cardClass({ tone: "bare", elevation: "raised", padding: 0 }), "overflow-hidden")}
    >
      {(slide) => (
        <article className="grid h-full bg-brand-950 text-white md:grid-cols-[1.1fr_1fr]">
          <div className="surface-dark flex flex-col justify-center p-7 sm:p-10 lg:p-14">
            <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{slide.eyebrow}</p>
            <h3 className="mt-4 text-2xl font-semibold tracking-tight text-balance sm:text-3xl lg:text-4xl">{slide.title}</h3>
            <p className="mt-4 max-w-xl text-lg text-pretty text-ink-200">{slide.text}</p>
            <TextLink href={slide.link.href} tone="accent" className="mt-6 self-start">
              {slide.link.label}
            </TextLink>
          </div>
          <PatternArt seed={slide.artSeed} className="order-first max-sm:h-44 sm:max-md:h-56 md:order-none md:min-h-[22rem]" />
        </article>
      )}
    </Carousel>
  );
}
