import type { SectionHeading } from "#content/schema/fragments.ts";
import type { Testimonial } from "#content/schema/testimonial.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { TestimonialSlider } from "./testimonial-slider";

export function TestimonialsSection({ heading, testimonials }: { heading: SectionHeading & { sampleNotice: string }; testimonials: Testimonial[] }) {
  const sample = testimonials.some((testimonial) => testimonial.sample);
  return (
    <Section aria-labelledby="testimonials-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeader
            id="testimonials-title" eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead}
          />
          {sample && (
            <p className="mt-6 border-l-2 border-accent-500 pl-4 text-sm text-ink-600">
              {heading.sampleNotice}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <TestimonialSlider testimonials={testimonials} />
        </div>
      </div>
    </Section>
  );
}
