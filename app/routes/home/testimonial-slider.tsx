import type { Testimonial } from "#content/schema/testimonial.ts";
import { CarouselRegion, CarouselSlide } from "#app/components/ui/carousel.tsx";
import { CarouselControls } from "#app/components/ui/carousel-controls.tsx";
import { TESTIMONIAL_SPACE_CLASSES, TESTIMONIAL_SPEED_MS, emblaDuration } from "#app/lib/motion-constants.ts";
import { useCarousel } from "#app/lib/use-carousel.ts";
import { TestimonialCard } from "./testimonial-card";

// One slide per view, 20 px apart, looping; it moves only when the visitor asks.
const options = { loop: true, duration: emblaDuration(TESTIMONIAL_SPEED_MS) };

export function TestimonialSlider({ testimonials }: { testimonials: Testimonial[] }) {
  const carousel = useCarousel(options);
  const { viewportRef, selected, prev, next } = carousel;
  return (
    <CarouselRegion label="Client testimonials" onPrev={prev} onNext={next}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className={`flex ${TESTIMONIAL_SPACE_CLASSES.container}`} aria-live="polite">
          {testimonials.map((testimonial, index) => (
            <CarouselSlide
              key={testimonial.quote.slice(0, 24)}
              index={index}
              count={testimonials.length}
              current={index === selected}
              className={TESTIMONIAL_SPACE_CLASSES.slide}
            >
              <TestimonialCard testimonial={testimonial} />
            </CarouselSlide>
          ))}
        </div>
      </div>
      <CarouselControls
        className="mt-6"
        count={testimonials.length}
        carousel={carousel}
        noun="testimonial"
      />
    </CarouselRegion>
  );
}
