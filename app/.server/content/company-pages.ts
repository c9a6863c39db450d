import type { TeamMember } from "#content/schema/team-member.ts";
import { serializeJsonLd } from "#app/lib/json-ld.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { siteOrigin } from "#app/.server/env.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readSingleton } from "./content-files";
import { site } from "./site";

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
  const page = readSingleton("workLifePage");
  return { page, sampleLabel: readSingleton("sampleContent").label, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getKeyDifferentiatorsPage(path: string) {
  const page = readSingleton("keyDifferentiatorsPage");
  const items = readSingleton("differentiators").differentiators;
  return { page, differentiators: items, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getOurTeamPage(path: string) {
  const page = readSingleton("ourTeamPage");
  const people = withInitials(site.people.leadership);
  // Two marquee rows of six, as the original site showed its twelve names (docs/content.md).
  const rows = [people.slice(0, 6), people.slice(6)] as const;
  return { page, rows, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getNupmatPage(path: string) {
  const page = readSingleton("nupmatPage");
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
