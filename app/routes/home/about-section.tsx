import { StatGrid } from "#app/components/sections/stat-grid.tsx";
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
        <StatGrid stats={about.stats} className="self-center" />
      </div>
    </Section>
  );
}
