import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { CtaSection } from "../cta-section";
import { PageHero } from "../page-hero";
import { OfferingCards } from "./offering-cards";
import { OfferingCrossLinks } from "./offering-cross-links";
import { OfferingDeliverables } from "./offering-deliverables";
import { OfferingEngagement } from "./offering-engagement";
import { OfferingIntro } from "./offering-intro";
import { OfferingTabs } from "./offering-tabs";
import type { OfferingPageData } from "./types";

/** The one template of every service and AI offering page. */
export function OfferingPage({ data }: { data: OfferingPageData }) {
  const { hero, tabs } = data;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <PageHero
        motif="services"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        artSeed={hero.artSeed}
        breadcrumbs={data.breadcrumbs}
      >
        <ButtonLink href={hero.action.href} size="lg">
          {hero.action.label}
        </ButtonLink>
        {hero.practiceLink && (
          <ButtonLink href={hero.practiceLink.href} variant="outline-light" size="lg">
            {hero.practiceLink.label}
          </ButtonLink>
        )}
      </PageHero>
      <OfferingIntro intro={data.intro} glance={data.glance} />
      {data.cards.items.length > 0 && <OfferingCards cards={data.cards} />}
      {tabs && (
        <Section tone={data.cards.items.length ? "white" : "muted"} aria-labelledby="strands-title">
          <SectionHeader id="strands-title" {...tabs.heading} />
          <OfferingTabs id="strands" label={tabs.heading.title} tabs={tabs.tabs} />
        </Section>
      )}
      <OfferingDeliverables list={data.list} />
      <OfferingEngagement engagement={data.engagement} />
      <OfferingCrossLinks industries={data.industries} related={data.related} />
      <CtaSection motif="services" cta={data.cta} artSeed={hero.artSeed + 1} />
    </>
  );
}
