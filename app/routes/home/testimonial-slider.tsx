import type { Testimonial } from "#content/schema/testimonial.ts";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { TESTIMONIAL_SPACE_CLASSES, TESTIMONIAL_SPEED_MS, emblaDuration } from "#app/lib/motion-constants.ts";
import { useCarousel } from "#app/lib/use-carousel.ts";
import { TestimonialCard } from "./testimonial-card";

// One slide per view, 20 px apart, looping; it moves only when the visitor asks.
const options = { loop: true, duration: emblaDuration(TESTIMONIAL_SPEED_MS) };

export function TestimonialSlider({ testimonials, sampleLabel }: { testimonials: Testimonial[]; sampleLabel: string }) {
  const carousel = useCarousel(options);
  return (
    <Carousel
      label="Client testimonials"
      carousel={carousel}
      slides={testimonials}
      slideKey={(testimonial) => testimonial.quote.slice(0, 24)}
      noun="testimonial"
      viewportClassName="overflow-hidden"
      trackClassName={TESTIMONIAL_SPACE_CLASSES.container}
      slideClassName={TESTIMONIAL_SPACE_CLASSES.slide}
    >
      {(testimonial) => <TestimonialCard testimonial={testimonial} sampleLabel={sampleLabel} />}
    </Carousel>
  );
}
