import { Card } from "#app/components/ui/card.tsx";
import type { NupmatPage } from "#content/schema/company-pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** The platform's five parts; the placement-assessment score, fed by the other four, spans the last row on wide screens. */
export function FeatureGrid({ features }: { features: NupmatPage["features"] }) {
  return (
    <Section tone="muted" aria-labelledby="nupmat-features-title">
      <SectionHeader id="nupmat-features-title" eyebrow={features.eyebrow} title={features.title} lead={features.lead} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {features.items.map((feature, index) => (
          <li key={feature.title} className={index < 3 ? "lg:col-span-2" : "lg:col-span-3"}>
            <Card padding={7} className="h-full">
              <span className="flex size-12 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-950">{feature.title}</h3>
              <p className="mt-3 text-pretty text-ink-700">{feature.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
