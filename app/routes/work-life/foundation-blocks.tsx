import { Card } from "#app/components/ui/card.tsx";
import type { WorkLifePage } from "#content/schema/company-pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** The four foundations every role is built on. */
export function FoundationBlocks({ foundations }: { foundations: WorkLifePage["foundations"] }) {
  return (
    <Section tone="dark" aria-labelledby="foundations-title">
      <SectionHeader id="foundations-title" eyebrow={foundations.eyebrow} title={foundations.title} lead={foundations.lead} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {foundations.items.map((item) => (
          <Card key={item.title} as="li" tone="translucent">
            <span className="flex size-11 items-center justify-center rounded-control bg-accent-400/15 text-accent-300">
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-white">{item.title}</h3>
            <p className="mt-3 text-ink-200">{item.text}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
