import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { Tag } from "#app/components/ui/tag.tsx";
import type { OfferingPageData } from "./types";
import { DotList } from "#app/components/ui/dot-list.tsx";

/** How an engagement runs: the phases in order, how long each takes and what the client receives. */
export function OfferingEngagement({ engagement }: Pick<OfferingPageData, "engagement">) {
  const { heading, phases } = engagement;
  return (
    <Section aria-labelledby="engagement-title">
      <SectionHeader id="engagement-title" eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} className="mb-12" />
      <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {phases.map((phase, index) => (
          <Card key={phase.phase} as="li" className="relative flex flex-col">
            <div className="flex items-center justify-between gap-3">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-mono text-sm font-semibold text-white tabular-nums"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <Tag>{phase.weeks}</Tag>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-ink-950">{phase.phase}</h3>
            <p className="mt-2 text-pretty text-ink-600">{phase.description}</p>
            <div className="mt-auto pt-5">
              <p className="border-t border-ink-200 pt-4 text-sm font-semibold tracking-wide text-ink-600 uppercase">
                {heading.deliverablesLabel}
              </p>
              <DotList items={phase.deliverables} className="mt-3 space-y-1.5 text-sm text-ink-800" />
            </div>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
