import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getBrochuresPage } from "#app/.server/content/brochures.ts";
import { paths } from "#shared/paths.ts";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { seo } from "#app/lib/seo.ts";
import { BrochureCard } from "./brochure-card";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

export function loader() {
  return getBrochuresPage();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: paths.resourceList("digital-brochures") }) : [];

/** One brochure per service family, each a PDF to download without a form. */
export default function DigitalBrochures({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumbs, cards } = loaderData;
  const grid = balancedGrid(cards.length, { md: 2, xl: 3 });
  return (
    <>
      <PageHero motif="resources" {...page.hero} artSeed={57} breadcrumbs={breadcrumbs} />
      <Section tone="muted" aria-labelledby="brochures-title">
        <SectionHeader id="brochures-title" {...page.grid} className="mb-12" />
        <ul className={cn(grid.grid, "gap-6")}>
          {cards.map((card, index) => (
            <BrochureCard key={card.family} card={card} labels={page} className={grid.items[index]} />
          ))}
        </ul>
      </Section>
      <CtaSection motif="resources" cta={page.cta} artSeed={58} />
    </>
  );
}
