import type { ServiceFamilyEntry } from "#content/schema/service-family.ts";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ServicesWheel } from "./services-wheel";

export function ServicesWheelSection({ families }: { families: ServiceFamilyEntry[] }) {
  return (
    <Section tone="muted" aria-labelledby="wheel-title" className="overflow-hidden">
      <SectionHeader
        id="wheel-title"
        align="center"
        eyebrow="Where to start"
        title="Every practice, one conversation away"
        lead="Pick the practice closest to your problem, or talk to us and we will bring the right people from each."
      />
      <ServicesWheel families={families} />
      <div className="mt-10 flex justify-center md:mt-4">
        <ButtonLink href="/contact-us" variant="brand" size="lg">
          Talk to an expert
        </ButtonLink>
      </div>
    </Section>
  );
}
