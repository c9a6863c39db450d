import { Card } from "#app/components/ui/card.tsx";
import type { CompanyOverviewPage } from "#content/schema/pages.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** One value per letter of the word, each with a sentence that says how it shows in delivery. */
export function AcrosticSection({ acrostic }: { acrostic: CompanyOverviewPage["acrostic"] }) {
  const { word, values, ...heading } = acrostic;
  return (
    <Section aria-labelledby="acrostic-title">
      <SectionHeader id="acrostic-title" {...heading} />
      <p aria-hidden="true" className="mt-10 text-5xl font-bold tracking-[0.3em] text-brand-700 select-none sm:text-7xl">
        {word}
      </p>
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <Card key={value.letter + value.name} as="li">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-control bg-brand-900 text-2xl font-bold text-accent-300"
            >
              {value.letter}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-950">{value.name}</h3>
            <p className="mt-2 text-pretty text-ink-600">{value.text}</p>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
