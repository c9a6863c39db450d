import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getKeyIndustriesHub } from "#app/.server/content/industries.ts";
import { paths } from "#shared/paths.ts";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { seo } from "#app/lib/seo.ts";
import { IndustryCard } from "./industry-card";

export function loader() {
  return getKeyIndustriesHub();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: paths.industriesHub }) : [];

const artSeed = 23;

export default function KeyIndustries({ loaderData }: Route.ComponentProps) {
  const { page, cards } = loaderData;
  const grid = balancedGrid(cards.length, { sm: 2, lg: 3 });
  return (
    <>
      <PageHero motif="industries" {...page.hero} artSeed={artSeed} />
      <Section aria-labelledby="industries-title">
        <div className="mb-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
          <SectionHeader id="industries-title" {...page.grid} />
          <div className="space-y-4 text-pretty text-ink-700 lg:pt-9">
            {page.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className={cn(grid.grid, "gap-6")}>
          {cards.map((card, index) => (
            <IndustryCard key={card.slug} card={card} className={grid.items[index]} />
          ))}
        </ul>
      </Section>
      <CtaSection motif="industries" cta={page.cta} artSeed={artSeed + 1} tone="muted" />
    </>
  );
}
