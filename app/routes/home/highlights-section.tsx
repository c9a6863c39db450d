import type { BannerSlide } from "#content/schema/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { BannerCarousel } from "./banner-carousel";

export function HighlightsSection({ slides }: { slides: BannerSlide[] }) {
  return (
    <Section aria-labelledby="highlights-title" className="pb-12 sm:pb-16">
      <SectionHeader
        id="highlights-title"
        eyebrow="Where we make a difference"
        title="Programmes our clients would run again"
        className="mb-10 sm:mb-12"
      />
      <BannerCarousel slides={slides} labelledBy="highlights-title" />
    </Section>
  );
}
