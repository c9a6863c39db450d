import type { SectionHeading } from "#content/schema/fragments.ts";
import type { BannerSlide } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { BannerCarousel } from "./banner-carousel";

export function HighlightsSection({ heading, slides }: { heading: SectionHeading; slides: BannerSlide[] }) {
  return (
    <Section aria-labelledby="highlights-title" className="pb-12 sm:pb-16">
      <SectionHeader id="highlights-title" {...heading} className="mb-10 sm:mb-12" />
      <BannerCarousel slides={slides} labelledBy="highlights-title" />
    </Section>
  );
}
