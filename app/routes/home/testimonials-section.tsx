import type { SectionHeading } from "#content/schema/fragments.ts";
import type { Testimonial } from "#content/schema/testimonial.ts";
import { SampleNotice } from "#app/components/ui/sample-notice.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { TestimonialSlider } from "./testimonial-slider";

type TestimonialsSectionProps = { heading: SectionHeading & { sampleNotice: string }; testimonials: Testimonial[]; sampleLabel: string };

export function TestimonialsSection({ heading, testimonials, sampleLabel }: TestimonialsSectionProps) {
  const sample = testimonials.some((testimonial) => testimonial.sample);
  return (
    <Section aria-labelledby="testimonials-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeader id="testimonials-title" eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
          {sample && <SampleNotice className="mt-6 border-l-2 border-accent-500 pl-4">{heading.sampleNotice}</SampleNotice>}
        </div>
        <div className="min-w-0">
          <TestimonialSlider testimonials={testimonials} sampleLabel={sampleLabel} />
        </div>
      </div>
    </Section>
  );
}
