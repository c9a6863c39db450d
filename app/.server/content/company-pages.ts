import { serializeJsonLd } from "#app/lib/json-ld.ts";
import { shownEntries } from "./sample-sets";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readSingleton } from "./content-files";
import { site } from "./site";

export function getWorkLifePage(path: string) {
  const workLife = readSingleton("workLifePage");
  const samples = readSingleton("sampleContent");
  const page = { ...workLife, reviews: { ...workLife.reviews, items: shownEntries(workLife.reviews.items, samples.reviews) } };
  return { page, sampleLabel: samples.label, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getKeyDifferentiatorsPage(path: string) {
  const page = readSingleton("keyDifferentiatorsPage");
  const items = readSingleton("differentiators").differentiators;
  return { page, differentiators: items, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}

export function getOurTeamPage(path: string) {
  const page = readSingleton("ourTeamPage");
  return { page, roles: site.people.leadership, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
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
  return { page, team: site.people.nupmat, jsonLd, breadcrumbs: breadcrumbTrail({ label: page.hero.eyebrow, path }) };
}
