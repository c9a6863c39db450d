import type { Catalogue } from "../../../../content/schema";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { CatalogueTabs } from "./catalogue-tabs";

export function CatalogueSection({ catalogue }: { catalogue: Catalogue }) {
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
