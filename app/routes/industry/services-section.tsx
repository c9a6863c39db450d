import type { SectionHeading } from "#content/schema/fragments.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";

type ServiceLink = { slug: string; href: string; title: string; summary: string };

/** The offerings this industry's work draws on, linked from the industry's data. */
export function ServicesSection({ heading, items }: { heading: SectionHeading; items: ServiceLink[] }) {
  return (
    <Section aria-labelledby="industry-services-title">
      <SectionHeader id="industry-services-title" {...heading} className="mb-12" />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((service) => (
          <li
            key={service.slug}
            className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500"
          >
            <h3 className="text-lg font-semibold text-ink-950">
              <Link href={service.href} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
                {service.title}
              </Link>
            </h3>
            <p className="mt-2 mb-5 text-sm text-pretty text-ink-600">{service.summary}</p>
            <ArrowRight aria-hidden="true" className="mt-auto size-5 text-brand-700 transition-transform group-hover:translate-x-1" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
