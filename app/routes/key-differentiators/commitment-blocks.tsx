import { Card } from "#app/components/ui/card.tsx";
import type { KeyDifferentiatorsPage } from "#content/schema/company-pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** Engage, experience and expertise: the three commitments behind the six differentiators. */
export function CommitmentBlocks({ blocks }: { blocks: KeyDifferentiatorsPage["blocks"] }) {
  return (
    <Section tone="muted" aria-labelledby="commitments-title">
      <SectionHeader id="commitments-title" eyebrow={blocks.eyebrow} title={blocks.title} lead={blocks.lead} />
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {blocks.items.map((block, index) => (
          <Card key={block.id} id={block.id} as="article" padding={7} className="flex flex-col">
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon name={block.icon} className="size-6" />
              </span>
              <span className="text-4xl font-semibold text-brand-500 tabular-nums" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="mt-6 text-2xl font-semibold text-ink-950">{block.heading}</h3>
            <p className="mt-3 text-pretty text-ink-700">{block.text}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
