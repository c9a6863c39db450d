import type { SectionHeading } from "#content/schema/fragments.ts";
import { OfferingLinkCard } from "#app/components/sections/offering/offering-link-card.tsx";
import type { OfferingLinkData } from "#app/components/sections/offering/types.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** The offerings this industry's work draws on, linked from the industry's data, on the service pages' own cards. */
export function ServicesSection({ heading, items }: { heading: SectionHeading; items: OfferingLinkData[] }) {
  return (
    <Section aria-labelledby="industry-services-title">
      <SectionHeader id="industry-services-title" {...heading} className="mb-12" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((offering) => (
          <OfferingLinkCard key={offering.slug} offering={offering} />
        ))}
      </ul>
    </Section>
  );
}
