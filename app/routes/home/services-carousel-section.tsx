import type { ServiceHighlight } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { ServicesCarousel } from "./services-carousel";

export function ServicesCarouselSection({ services }: { services: ServiceHighlight[] }) {
  return (
    <Section tone="muted" aria-labelledby="services-carousel-title">
      <SectionHeader
        id="services-carousel-title"
        eyebrow="Our services"
        title="From the first data audit to the platform that runs for years"
        lead="Each service stands on its own, and each is designed to hand over cleanly to the next."
      />
      <ServicesCarousel services={services} />
    </Section>
  );
}
