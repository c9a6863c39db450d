import { Card } from "#app/components/ui/card.tsx";
import type { Company } from "#content/schema/home.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

type MissionBlockProps = Pick<Company, "mission" | "vision" | "coreValues" | "labels">;

export function MissionBlock({ mission, vision, coreValues, labels }: MissionBlockProps) {
  const statements = [
    { title: labels.missionLabel, text: mission, icon: "target" as const },
    { title: labels.visionLabel, text: vision, icon: "eye" as const },
  ];
  return (
    <Section tone="dark" aria-labelledby="mission-title" className="relative overflow-hidden">
      <h2 id="mission-title" className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
        {labels.title}
      </h2>
      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16">
        {statements.map((statement) => (
          <div key={statement.title}>
            <h3 className="flex items-center gap-3 text-lg font-semibold text-ink-200">
              <Icon name={statement.icon} className="size-5 text-accent-400" />
              {statement.title}
            </h3>
            <p className="mt-4 text-2xl leading-snug font-medium tracking-tight text-pretty text-white sm:text-3xl">{statement.text}</p>
          </div>
        ))}
      </div>
      <h3 className="mt-16 flex items-center gap-3 border-t border-white/10 pt-10 text-lg font-semibold text-ink-200">
        <Icon name="gem" className="size-5 text-accent-400" />
        {labels.valuesLabel}
      </h3>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.map((value) => (
          <Card key={value.name} tone="translucent">
            <dt className="text-xl font-semibold text-white">{value.name}</dt>
            <dd className="mt-2 text-ink-200">{value.text}</dd>
          </Card>
        ))}
      </dl>
    </Section>
  );
}
