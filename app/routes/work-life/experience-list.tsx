import type { WorkLifePage } from "#content/schema/company-pages.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

/** The employee experience, in the original site's grid: three columns, one at 992 px or less. */
export function ExperienceList({ experience }: { experience: WorkLifePage["experience"] }) {
  return (
    <Section aria-labelledby="experience-title">
      <SectionHeader id="experience-title" eyebrow={experience.eyebrow} title={experience.title} lead={experience.lead} />
      <ul className="mt-12 grid gap-x-10 gap-y-8 min-[993px]:grid-cols-3">
        {experience.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-accent-700" />
            <div>
              <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
              <p className="mt-2 text-ink-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
