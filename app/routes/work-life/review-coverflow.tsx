import type { EmployeeReview } from "#content/schema/company-pages.ts";
import { CarouselRegion } from "#app/components/ui/carousel.tsx";
import { CarouselControls } from "#app/components/ui/carousel-controls.tsx";
import { cn } from "#app/lib/cn.ts";
import { WORKLIFE_START_SLIDE, WORKLIFE_TRANSITION_CLASS } from "#app/lib/motion-constants.ts";
import { coverflowPosition, useCoverflow } from "#app/lib/use-coverflow.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ReviewCard } from "./review-card";

// Every slide shares one grid cell, so the slider is as tall as its tallest review from the first paint.
// One slide shows below 1024 px; from 1024 px its neighbours stand beside it, turned and smaller.
const slide = cn(
  "[grid-area:1/1] w-full max-w-xl justify-self-center transition-[translate,scale,rotate,opacity] ease-out lg:w-1/3 lg:max-w-none",
  WORKLIFE_TRANSITION_CLASS,
  "data-[position=current]:z-10",
  "data-[position=before]:-translate-x-[110%] data-[position=before]:opacity-0 lg:data-[position=before]:-translate-x-[104%] lg:data-[position=before]:opacity-100 lg:data-[position=before]:scale-90 lg:data-[position=before]:rotate-y-[18deg]",
  "data-[position=after]:translate-x-[110%] data-[position=after]:opacity-0 lg:data-[position=after]:translate-x-[104%] lg:data-[position=after]:opacity-100 lg:data-[position=after]:scale-90 lg:data-[position=after]:-rotate-y-[18deg]",
  "data-[position=far-before]:-translate-x-[210%] data-[position=far-before]:opacity-0",
  "data-[position=far-after]:translate-x-[210%] data-[position=far-after]:opacity-0",
  // Before JavaScript runs (or without it), every review sits in a plain grid.
  "[html:not(.js)_&]:[grid-area:auto] [html:not(.js)_&]:w-full [html:not(.js)_&]:max-w-none [html:not(.js)_&]:translate-none [html:not(.js)_&]:scale-100 [html:not(.js)_&]:rotate-y-0 [html:not(.js)_&]:opacity-100",
);

/** Three employee reviews as a coverflow (the original site's slider, docs/content.md): arrows, dots and the arrow keys move it; it never moves by itself. */
export function ReviewCoverflow({ label, sampleLabel, reviews }: { label: string; sampleLabel: string; reviews: EmployeeReview[] }) {
  const carousel = useCoverflow(reviews.length, WORKLIFE_START_SLIDE - 1);
  const hydrated = useHydrated();
  return (
    <CarouselRegion label={label} onPrev={carousel.prev} onNext={carousel.next}>
      <div className="overflow-hidden py-2 [html:not(.js)_&]:overflow-visible">
        <div className="grid gap-6 perspective-[1200px] [html:not(.js)_&]:min-[993px]:grid-cols-3">
          {reviews.map((review, index) => {
            const position = coverflowPosition(index, carousel.selected);
            return (
              <div
                key={review.role}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${reviews.length}`}
                data-position={position}
                // Out-of-view slides leave the tab order and the accessibility tree, but only once the slider works.
                inert={hydrated && position !== "current"}
                className={slide}
              >
                <ReviewCard review={review} sampleLabel={sampleLabel} />
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        className="mx-auto mt-8 max-w-xl [html:not(.js)_&]:hidden"
        count={reviews.length}
        carousel={carousel}
        noun="review"
      />
    </CarouselRegion>
  );
}
