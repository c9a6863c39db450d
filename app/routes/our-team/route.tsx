import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { RoleCards } from "#app/components/sections/role-cards.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getOurTeamPage } from "#app/.server/content/company-pages.ts";
import { paths } from "#shared/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { GroupIllustration } from "./group-illustration";

const path = paths.ourTeam;

export function loader() {
  return getOurTeamPage(path);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, { ...loaderData.page.meta, path }) : []);

export default function OurTeam({ loaderData }: Route.ComponentProps) {
  const { page, roles, breadcrumbs } = loaderData;
  const { intro, roster } = page;
  return (
    <>
      <PageHero motif="careers" {...page.hero} artSeed={31} breadcrumbs={breadcrumbs} />
      <Section aria-labelledby="team-intro-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeader id="team-intro-title" eyebrow={intro.eyebrow} title={intro.title} />
            <div className="mt-6 space-y-5 text-lg text-pretty text-ink-700">
              {intro.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <GroupIllustration label={page.illustrationLabel} className="rounded-card bg-ink-50 p-6" />
        </div>
      </Section>
      <Section tone="muted" aria-labelledby="roster-title">
        <SectionHeader id="roster-title" eyebrow={roster.eyebrow} title={roster.title} lead={roster.lead} />
        <RoleCards roles={roles} className="mt-10" />
      </Section>
      <CtaSection motif="careers" cta={page.cta} artSeed={32} />
    </>
  );
}
