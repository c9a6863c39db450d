import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { IndustryLinks } from "#app/components/sections/offering/industry-links.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getAiHub } from "#app/.server/content/service-pages.ts";
import { paths } from "#shared/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { AiOfferingCard } from "./ai-offering-card";

export function loader() {
  return getAiHub();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: paths.aiHub }) : [];

export default function AiServicesHub({ loaderData }: Route.ComponentProps) {
  const { page, offerings, approach, industries, artSeed } = loaderData;
  return (
    <>
      <PageHero motif="services" {...page.hero} artSeed={artSeed} />
      <Section aria-labelledby="offerings-title">
        <SectionHeader id="offerings-title" {...page.offerings} className="mb-10 sm:mb-12" />
        <ul className="grid gap-6 md:grid-cols-2">
          {offerings.map((offering, index) => (
            <AiOfferingCard key={offering.slug} offering={offering} artSeed={artSeed + index * 7} />
          ))}
        </ul>
      </Section>
      <Section tone="muted" aria-labelledby="approach-title">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-16">
          <SectionHeader id="approach-title" eyebrow={approach.eyebrow} title={approach.title} lead={approach.summary} />
          <ButtonLink href={approach.href} variant="brand" size="lg" className="justify-self-start">
            {approach.linkLabel}
            <Icon name="arrow-right" />
          </ButtonLink>
        </div>
      </Section>
      <Section aria-labelledby="ai-industries-title">
        <SectionHeader id="ai-industries-title" {...page.industries} className="mb-8" />
        <IndustryLinks items={industries} />
      </Section>
      <CtaSection motif="services" cta={page.cta} artSeed={artSeed + 1} tone="muted" />
    </>
  );
}
