import type { SectionHeading } from "#content/schema/fragments.ts";
import type { ServiceHighlight } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ServicesCarousel } from "./services-carousel";

export function ServicesCarouselSection({ heading, services }: { heading: SectionHeading; services: ServiceHighlight[] }) {
  return (
    <Section tone="muted" aria-labelledby="services-carousel-title">
      <SectionHeader id="services-carousel-title" {...heading} />
      <ServicesCarousel services={services} />
    </Section>
  );
}
