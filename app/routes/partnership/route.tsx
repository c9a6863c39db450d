import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getPartnershipPage } from "#app/.server/content/partners.ts";
import { seo } from "#app/lib/seo.ts";
import { PartnerCard } from "./partner-card";

export function loader() {
  return getPartnershipPage();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: "/partnership" }) : [];

const artSeed = 11;

export default function Partnership({ loaderData }: Route.ComponentProps) {
  const { page, partners } = loaderData;
  return (
    <>
      <PageHero {...page.hero} artSeed={artSeed} />
      <Section aria-labelledby="partners-title">
        <SectionHeader id="partners-title" {...page.grid} className="mb-12" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {partners.map((partner) => (
            <PartnerCard key={partner.slug} partner={partner} visitLabel={page.visitLabel} />
          ))}
        </ul>
      </Section>
      <CtaSection cta={page.cta} artSeed={artSeed + 1} tone="muted" />
    </>
  );
}
