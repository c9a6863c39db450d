import { RoleCards } from "#app/components/sections/role-cards.tsx";
import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getNupmatPage } from "#app/.server/content/company-pages.ts";
import { paths } from "#shared/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { AudienceCards } from "./audience-cards";
import { FeatureGrid } from "./feature-grid";

const path = paths.nupmat;

export function loader() {
  return getNupmatPage(path);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, { ...loaderData.page.meta, path }) : []);

export default function Nupmat({ loaderData }: Route.ComponentProps) {
  const { page, team, jsonLd, breadcrumbs } = loaderData;
  const { intro } = page;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHero motif="careers" {...page.hero} artSeed={37} breadcrumbs={breadcrumbs} />
      <Section aria-labelledby="nupmat-intro-title">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeader id="nupmat-intro-title" eyebrow={intro.eyebrow} title={intro.title} />
          <div className="space-y-5 text-lg text-pretty text-ink-700">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
      <FeatureGrid features={page.features} />
      <AudienceCards audiences={page.audiences} />
      <Section tone="muted" aria-labelledby="nupmat-team-title">
        <SectionHeader id="nupmat-team-title" eyebrow={page.team.eyebrow} title={page.team.title} lead={page.team.lead} />
        <RoleCards roles={team} className="mt-10" />
      </Section>
      <CtaSection motif="careers" cta={page.cta} artSeed={38} />
    </>
  );
}
