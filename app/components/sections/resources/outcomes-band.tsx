import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

type Outcome = { figure?: string; label: string };

/** A case study's results after its story: a figure where one is known, otherwise the change in words. */
export function OutcomesBand({ heading, items }: { heading: { eyebrow: string; title: string; lead?: string }; items: Outcome[] }) {
  return (
    <Section tone="dark" aria-labelledby="outcomes-title">
      <SectionHeader id="outcomes-title" {...heading} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.label} className="flex flex-col gap-3 border-t-2 border-accent-400 pt-5">
            {item.figure ? (
              <span className="text-4xl font-semibold tracking-tight text-accent-300">{item.figure}</span>
            ) : (
              <Icon name="circle-check" className="size-8 text-accent-300" />
            )}
            <span className="text-pretty text-ink-100">{item.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
