import type { SectionHeading } from "#content/schema/fragments.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import type { CatalogueData } from "./catalogue-card";
import { CatalogueTabs } from "./catalogue-tabs";

export function CatalogueSection({ heading, catalogue }: { heading: SectionHeading; catalogue: CatalogueData }) {
  return (
    <Section id="services" aria-labelledby="catalogue-title">
      <SectionHeader
        id="catalogue-title" {...heading}
        align="center"
      />
      <CatalogueTabs catalogue={catalogue} />
    </Section>
  );
}
