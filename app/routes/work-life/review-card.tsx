import { Card } from "#app/components/ui/card.tsx";
import type { EmployeeReview } from "#content/schema/company-pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SampleBadge } from "#app/components/ui/sample-badge.tsx";

/** One review, attributed by role and tenure only; a sample one says so on the card. */
export function ReviewCard({ review, sampleLabel }: { review: EmployeeReview; sampleLabel: string }) {
  return (
    <Card as="figure" padding={7} className="flex h-full flex-col sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <Icon name="quote" className="size-8 text-accent-500" />
        {review.sample && <SampleBadge label={sampleLabel} />}
      </div>
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-pretty text-ink-800">
        <p>{review.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink-200 pt-5">
        <span className="block font-semibold text-ink-950">{review.role}</span>
        <span className="block text-sm text-ink-600">{review.tenure}</span>
      </figcaption>
    </Card>
  );
}
