import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { CardArt } from "./card-art";
import type { OfferingPageData } from "./types";

/** What the work covers: one card per strand, each with its own art and its points. */
export function OfferingCards({ cards }: Pick<OfferingPageData, "cards">) {
  return (
    <Section tone="muted" aria-labelledby="cards-title">
      <SectionHeader id="cards-title" {...cards.heading} className="mb-10 sm:mb-12" />
      <ul className="grid gap-6 md:grid-cols-2">
        {cards.items.map((card) => (
          <Card key={card.title} as="li" className="sm:p-8">
            <div className="flex items-center gap-4">
              <CardArt seed={card.seed} className="bg-brand-50 text-brand-600" />
              <h3 className="text-xl font-semibold text-balance text-ink-950">{card.title}</h3>
            </div>
            <ul className="mt-6 space-y-3">
              {card.points.map((point) => (
                <li key={point} className="flex gap-3 text-pretty text-ink-700">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
