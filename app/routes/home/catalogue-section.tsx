import type { HomePage } from "#content/schema/pages.ts";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import type { CatalogueData } from "./catalogue-card";
import { CatalogueTabs } from "./catalogue-tabs";

type CatalogueSectionCopy = HomePage["sections"]["catalogue"];

export function CatalogueSection({ heading, catalogue }: { heading: CatalogueSectionCopy; catalogue: CatalogueData }) {
  const { loading, loadFailed, servicesLink, ...header } = heading;
  return (
    <Section id="services" aria-labelledby="catalogue-title">
      <SectionHeader id="catalogue-title" {...header} align="center" />
      <CatalogueTabs catalogue={catalogue} copy={{ loading, loadFailed, servicesLink }} />
    </Section>
  );
}
