import type { ComponentProps, KeyboardEvent, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

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
    <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} className={cn("relative", className)} {...props}>
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
