import { differentiators } from "#content/differentiators.ts";
import { keyDifferentiators } from "#content/pages/key-differentiators.ts";
import { sampleLabel } from "#content/pages/sample-content.ts";
import { nupmat } from "#content/pages/nupmat.ts";
import { ourTeam } from "#content/pages/our-team.ts";
import { workLife } from "#content/pages/work-life.ts";
import { keyDifferentiatorsPageSchema, nupmatPageSchema, ourTeamPageSchema, workLifePageSchema } from "#content/schema/company-pages.ts";
import { differentiatorSchema } from "#content/schema/differentiator.ts";
import type { TeamMember } from "#content/schema/team-member.ts";
import { serializeJsonLd } from "#app/lib/json-ld.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { siteOrigin } from "#app/.server/env.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { site } from "./site";
import { validateContent } from "./validate";

/** "Placeholder 07" -> "P07", "Asha Rao" -> "AR": the avatar shown instead of a photograph. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)! : "";
  return (first + (/^\d+$/.test(last) ? last : last.charAt(0))).toUpperCase();
}

const withInitials = (people: TeamMember[]) => people.map((person) => ({ ...person, initials: initials(person.name) }));
export type TeamMemberView = ReturnType<typeof withInitials>[number];

export function getWorkLifePage(path: string) {
  const page = validateContent(workLifePageSchema, workLife, "content/pages/work-life.ts");
  return { page, sampleLabel, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getKeyDifferentiatorsPage(path: string) {
  const page = validateContent(keyDifferentiatorsPageSchema, keyDifferentiators, "content/pages/key-differentiators.ts");
  const items = validateContent(
    differentiatorSchema
      .array()
      .refine((list) => list.map((item) => item.id).join() === "1,2,3,4,5,6", "six differentiators with ids 1 to 6, in order"),
    differentiators,
    "content/differentiators.ts",
  );
  return { page, differentiators: items, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getOurTeamPage(path: string) {
  const page = validateContent(ourTeamPageSchema, ourTeam, "content/pages/our-team.ts");
  const people = withInitials(site.people.leadership);
  // Two marquee rows of six, as the original site showed its twelve names (docs/content.md).
  const rows = [people.slice(0, 6), people.slice(6)] as const;
  return { page, rows, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getNupmatPage(path: string) {
  const page = validateContent(nupmatPageSchema, nupmat, "content/pages/nupmat.ts");
  const origin = siteOrigin();
  const url = absoluteUrl(origin, path);
  const jsonLd = serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    "@id": `${url}#application`,
    name: page.hero.eyebrow,
    description: page.meta.description,
    url,
    applicationCategory: page.application.category,
    operatingSystem: page.application.operatingSystem,
    audience: { "@type": "Audience", audienceType: page.application.audience },
    featureList: page.features.items.map((feature) => feature.title),
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl(origin, "/") },
  });
  return { page, team: withInitials(site.people.nupmat), jsonLd, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}
