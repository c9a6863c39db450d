import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getPartnershipPage } from "#app/.server/content/partners.ts";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
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
  const grid = balancedGrid(partners.length, { sm: 2, lg: 3, xl: 4 });
  return (
    <>
      <PageHero {...page.hero} artSeed={artSeed} />
      <Section aria-labelledby="partners-title">
        <SectionHeader id="partners-title" {...page.grid} className="mb-12" />
        <ul className={cn(grid.grid, "gap-6")}>
          {partners.map((partner, index) => (
            <PartnerCard key={partner.slug} partner={partner} visitLabel={page.visitLabel} className={grid.items[index]} />
          ))}
        </ul>
      </Section>
      <CtaSection cta={page.cta} artSeed={artSeed + 1} tone="muted" />
    </>
  );
}
