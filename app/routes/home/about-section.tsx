import { cardClass } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Company } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

export function AboutSection({ about }: { about: Company["about"] }) {
  return (
    <Section tone="muted" id="about" aria-labelledby="about-title">
      <div className="grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <SectionHeader id="about-title" eyebrow={about.eyebrow} title={about.title} />
          <div className="mt-6 max-w-2xl space-y-5 text-lg text-pretty text-ink-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-center">
          {about.stats.map((stat, index) => (
            <div key={stat.label} className={cn(cardClass({ tone: index === 0 ? "brand" : "plain" }), "flex flex-col gap-2")}>
              <dt className={index === 0 ? "text-ink-200" : "text-ink-600"}>{stat.label}</dt>
              <dd
                className={
                  index === 0
                    ? "order-first text-5xl font-semibold tracking-tight text-accent-300"
                    : "order-first text-5xl font-semibold tracking-tight text-brand-800"
                }
              >
                {stat.figure}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
