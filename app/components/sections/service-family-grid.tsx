import type { ServiceFamilyEntry } from "../../../content/schema";
import { Icon, isIconName } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";

export function ServiceFamilyGrid({ families }: { families: ServiceFamilyEntry[] }) {
  return (
    <Section aria-labelledby="services-title">
      <SectionHeader
        id="services-title"
        eyebrow="What we do"
        title="Seven practices, one accountable team"
        lead="Most engagements draw on several practices at once: a governance programme needs engineers, and an AI pilot needs clean master data. We staff them together."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {families.map((family) => (
          <li key={family.id} className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised">
            <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <Icon name={isIconName(family.icon) ? family.icon : "sparkles"} className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-950">
              <Link href={family.href} className="after:absolute after:inset-0 after:rounded-card">
                {family.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-ink-600">{family.summary}</p>
            <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700" aria-hidden="true">
              Explore <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
