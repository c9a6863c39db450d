import { Card } from "#app/components/ui/card.tsx";
import type { Testimonial } from "#content/schema/testimonial.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SampleBadge } from "#app/components/ui/sample-badge.tsx";

/** "Regional credit union" -> "RCU": a typographic mark for the kind of organisation, never a real logo. */
function monogram(kind: string): string {
  return kind
    .split(/[\s-]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("")
    .slice(0, 3);
}

export function TestimonialCard({ testimonial, sampleLabel }: { testimonial: Testimonial; sampleLabel: string }) {
  const initials = testimonial.initials.replace(/[^A-Z]/g, "");
  return (
    <Card as="figure" padding={7} className="flex h-full flex-col sm:p-10">
      <div className="flex items-center justify-between gap-4">
        <Icon name="quote" className="size-9 text-accent-500" />
        {testimonial.sample && <SampleBadge label={sampleLabel} />}
      </div>
      <blockquote className="mt-5 flex-1 text-xl leading-relaxed text-pretty text-ink-800 sm:text-2xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-ink-200 pt-6">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-brand-900 font-semibold text-white"
          aria-hidden="true"
        >
          {initials}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink-950">{testimonial.initials}</span>
          <span className="block text-sm text-ink-600">
            {testimonial.role}, {testimonial.organisationKind.toLowerCase()}
          </span>
        </span>
        <span className="hidden h-12 items-center gap-2 rounded-control border border-ink-200 px-3 sm:flex" aria-hidden="true">
          <span className="size-3 rotate-45 rounded-[3px] bg-brand-600" />
          <span className="text-sm font-bold tracking-[0.2em] text-ink-700">{monogram(testimonial.organisationKind)}</span>
        </span>
      </figcaption>
    </Card>
  );
}
