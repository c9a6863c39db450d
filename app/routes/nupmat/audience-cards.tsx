import { Card } from "#app/components/ui/card.tsx";
import type { NupmatPage } from "#content/schema/company-pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** How students, institutions, corporate recruiters and graduated candidates each use the platform. */
export function AudienceCards({ audiences }: { audiences: NupmatPage["audiences"] }) {
  return (
    <Section aria-labelledby="nupmat-audiences-title">
      <SectionHeader id="nupmat-audiences-title" eyebrow={audiences.eyebrow} title={audiences.title} lead={audiences.lead} />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {audiences.items.map((audience) => (
          <Card key={audience.name} as="article" tone="outline" padding={7} className="sm:p-8">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-ink-950">
              <span className="flex size-11 items-center justify-center rounded-full bg-accent-400/15 text-accent-800">
                <Icon name={audience.icon} className="size-5" />
              </span>
              {audience.name}
            </h3>
            <p className="mt-4 text-pretty text-ink-700">{audience.text}</p>
            <ul className="mt-5 space-y-2.5">
              {audience.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-700">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Section>
  );
}
