import { Card } from "#app/components/ui/card.tsx";
import type { Company } from "#content/schema/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

export function CultureSection({ culture }: { culture: Company["culture"] }) {
  return (
    <Section aria-labelledby="culture-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeader
          id="culture-title"
          eyebrow={culture.eyebrow}
          title={culture.title}
          lead={culture.lead}
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <ul className="grid gap-5 sm:grid-cols-2">
          {culture.pillars.map((pillar) => (
            <Card key={pillar.title} as="li">
              <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon name={pillar.icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink-950">{pillar.title}</h3>
              <p className="mt-2 text-pretty text-ink-600">{pillar.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}
