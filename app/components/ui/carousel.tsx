import type { ComponentProps, KeyboardEvent, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import type { AutoplayCarousel } from "#app/lib/use-autoplay-carousel.ts";
import type { Carousel as CarouselState } from "#app/lib/use-carousel.ts";
import { CarouselControls } from "./carousel-controls";

type CarouselRegionProps = ComponentProps<"div"> & { label: string; onPrev: () => void; onNext: () => void };

/** The carousel landmark (WAI-ARIA carousel pattern); arrow keys inside it change the slide. */
export function CarouselRegion({ label, onPrev, onNext, className, children, ...props }: CarouselRegionProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") onPrev();
    else if (event.key === "ArrowRight") onNext();
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn("relative", className)}
      {...props}
    >
      {children}
    </div>
  );
}

type CarouselSlideProps = { index: number; count: number; current: boolean; className?: string; children: ReactNode };

/** One labelled slide; slides out of view are inert, so focus never lands on something hidden. */
export function CarouselSlide({ index, count, current, className, children }: CarouselSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      inert={!current}
      className={cn("min-w-0 shrink-0 grow-0 basis-full", className)}
    >
      {children}
    </div>
  );
}

/** A carousel that only moves when asked (useCarousel), or one that moves by itself and names what its pause button stops. */
type CarouselMotion =
  | { carousel: CarouselState & { autoplay?: undefined }; autoplayLabel?: undefined }
  | { carousel: AutoplayCarousel; /** "Pause {autoplayLabel}" / "Play {autoplayLabel}". */ autoplayLabel: string };

type CarouselProps<T> = Omit<ComponentProps<"div">, "children"> &
  CarouselMotion & {
    label: string;
    slides: readonly T[];
    slideKey: (slide: T) => string;
    /** Names a slide on the controls, e.g. "service" gives "Next service" and "Show service 3 of 5". */
    noun: string;
    viewportClassName?: string;
    trackClassName?: string;
    slideClassName?: string;
    children: (slide: T, index: number) => ReactNode;
  };

/**
 * The whole carousel scaffold: the labelled region, Embla's viewport and track, one labelled slide
 * per item and its control bar below (CarouselControls). An autoplaying carousel also gets hover/focus hold, a quiet
 * live region while it moves and a pause/play button.
 */
export function Carousel<T>({
  carousel,
  autoplayLabel,
  label,
  slides,
  slideKey,
  noun,
  viewportClassName,
  trackClassName,
  slideClassName,
  children,
  ...region
}: CarouselProps<T>) {
  const { viewportRef, selected, prev, next, autoplay } = carousel;
  return (
    <CarouselRegion label={label} onPrev={prev} onNext={next} {...region} {...autoplay?.holdHandlers}>
      <div ref={viewportRef} className={viewportClassName}>
        <div className={cn("flex", trackClassName)} aria-live={autoplay?.moving ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slideKey(slide)}
              index={index}
              count={slides.length}
              current={index === selected}
              className={slideClassName}
            >
              {children(slide, index)}
            </CarouselSlide>
          ))}
        </div>
      </div>
      <CarouselControls
        className="mt-6"
        count={slides.length}
        carousel={carousel}
        noun={noun}
        autoplay={autoplay && autoplayLabel !== undefined ? { ...autoplay, what: autoplayLabel } : undefined}
      />
    </CarouselRegion>
  );
}
