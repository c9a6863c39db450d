import type { Route } from "./+types/route";
import { MissionBlock } from "#app/components/sections/mission-block.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { getCompanyOverview } from "#app/.server/content/company-overview.ts";
import { seo } from "#app/lib/seo.ts";
import { AcrosticSection } from "./acrostic-section";

export function loader() {
  return getCompanyOverview();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: "/company-overview" }) : [];

export default function CompanyOverview({ loaderData }: Route.ComponentProps) {
  const { page, mission, stats } = loaderData;
  return (
    <>
      <PageHero {...page.hero} artSeed={5} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-16">
          <div className="max-w-3xl space-y-5 text-lg text-pretty text-ink-700">
            {page.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <StatGrid stats={stats} />
        </div>
      </Section>
      <MissionBlock {...mission} />
      <AcrosticSection acrostic={page.acrostic} />
    </>
  );
}
