import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { cn } from "#app/lib/cn.ts";
import { IndustryLinks } from "./industry-links";
import { OfferingLinkCard } from "./offering-link-card";
import type { OfferingPageData } from "./types";

/** Where the offering applies and what it is usually bought with: links from the content's cross-references. */
export function OfferingCrossLinks({ industries, related }: Pick<OfferingPageData, "industries" | "related">) {
  const { grid } = related;
  return (
    <Section tone="muted">
      <SectionHeader id="industries-title" {...industries.heading} className="mb-8" />
      <IndustryLinks items={industries.items} />
      <SectionHeader id="related-title" {...related.heading} className="mt-16 mb-8 sm:mt-20" />
      <ul className={cn(grid.grid, "gap-6")}>
        {related.items.map((offering, index) => (
          <OfferingLinkCard key={offering.slug} offering={offering} className={grid.items[index]} />
        ))}
      </ul>
    </Section>
  );
}
