import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import type { CatalogueData } from "./catalogue-card";
import { CatalogueTabs } from "./catalogue-tabs";

export function CatalogueSection({ catalogue }: { catalogue: CatalogueData }) {
  return (
    <Section id="services" aria-labelledby="catalogue-title">
      <SectionHeader
        id="catalogue-title"
        align="center"
        eyebrow="What we do"
        title="Seven practices, one accountable team"
        lead="Most engagements draw on several practices at once: a governance programme needs engineers, and an AI pilot needs clean master data. Choose a practice to see what it covers."
      />
      <CatalogueTabs catalogue={catalogue} />
    </Section>
  );
}
