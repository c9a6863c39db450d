import { Section } from "#app/components/ui/section.tsx";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import type { ResourceCard as ResourceCardData } from "#app/lib/resource-filters.ts";
import { ResourceCard } from "./resource-card";
import type { KindNames } from "./types";

type RelatedProps = {
  heading: { eyebrow: string; title: string; lead?: string };
  cards: ResourceCardData[];
  kindNames: KindNames;
  card: { readingTime: string; tags: string };
};

/** Other entries of any kind on the same services or industries (the cross-reference graph). */
export function RelatedResources({ heading, cards, kindNames, card }: RelatedProps) {
  if (!cards.length) return null;
  const grid = balancedGrid(cards.length, { sm: 2, lg: 3 });
  return (
    <Section tone="muted" aria-labelledby="related-title">
      <SectionHeader id="related-title" {...heading} />
      <ul className={cn(grid.grid, "mt-10 gap-6")}>
        {cards.map((each, index) => (
          <ResourceCard
            key={each.href}
            card={each}
            kindName={kindNames[each.kind]}
            readingTime={card.readingTime}
            tagsLabel={card.tags}
            className={grid.items[index]}
          />
        ))}
      </ul>
    </Section>
  );
}
