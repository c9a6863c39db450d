import type { SectionHeading } from "#content/schema/fragments.ts";
import type { ServiceFamilyEntry } from "#content/schema/service-family.ts";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ServicesWheel } from "./services-wheel";

export function ServicesWheelSection({ heading, families }: { heading: SectionHeading; families: ServiceFamilyEntry[] }) {
  return (
    <Section tone="muted" aria-labelledby="wheel-title" className="overflow-hidden">
      <SectionHeader id="wheel-title" {...heading} align="center" />
      <ServicesWheel families={families} />
      <div className="mt-10 flex justify-center md:mt-4">
        <ButtonLink href="/contact-us" variant="brand" size="lg">
          Talk to an expert
        </ButtonLink>
      </div>
    </Section>
  );
}
