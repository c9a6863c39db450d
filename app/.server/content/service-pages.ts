import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cardVariantByType } from "#app/lib/card-variants.ts";
import { serviceJsonLd } from "#app/lib/organization-json-ld.ts";
import { paths } from "#shared/paths.ts";
import { seedOf } from "#app/lib/seeded-random.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { breadcrumbTrail } from "./breadcrumbs";
import { readSingleton } from "./content-files";
import { getHomeCatalogue, getServiceFamilies } from "./home";
import { checkReferences, referenceTarget } from "./references";
import { findOffering, offeringCatalogue, offeringLink, offeringsOf, type OfferingKind } from "./services";
import { fillSiteTokensDeep, site } from "./site";
import { entryMeta } from "./entry-meta";

const copySource = "content/pages/services.yaml";
const aiHubSource = "content/pages/aiservices.yaml";

function hubCopy() {
  return fillSiteTokensDeep(readSingleton("servicesPage"), copySource);
}

function aiHubCopy() {
  const page = fillSiteTokensDeep(readSingleton("aiServicesPage"), aiHubSource);
  checkReferences(aiHubSource, [{ slug: "approach", service: page.approach.service }], "service", (entry) => [entry.service], [
    referenceTarget("service", offeringsOf("service")),
  ]);
  return page;
}

/** Links to the named industries, in the industries' own order so every page lists them alike. */
function industryLinks(slugs: readonly string[]) {
  return offeringCatalogue()
    .industries.filter((industry) => slugs.includes(industry.slug))
    .map((industry) => ({ label: industry.name, href: paths.industry(industry.slug) }));
}

const familyTitle = (id: string) => getServiceFamilies().find((family) => family.id === id)!.title;

/** A service's or AI offering's page, or null when no offering of that kind has the slug. */
export function getOfferingPage(kind: OfferingKind, slug: string) {
  const offering = findOffering(kind, slug);
  if (!offering) return null;
  const copy = fillSiteTokensDeep(readSingleton("servicePage"), "content/pages/service.yaml");
  const withTitle = <T extends { title: string }>(heading: T) => ({
    ...heading,
    title: heading.title.replaceAll("{service}", offering.title),
  });
  const ai = aiHubCopy();
  const hub = kind === "ai" ? { label: ai.breadcrumb, path: paths.aiHub } : { label: hubCopy().breadcrumb, path: paths.servicesHub };
  const category = familyTitle(offering.family);
  const { offerings } = offeringCatalogue();
  return {
    meta: entryMeta({ title: offering.title, description: offering.summary, path: offering.href }, offering.searchEngines),
    hero: {
      eyebrow: category,
      title: offering.title,
      lead: offering.summary,
      artSeed: seedOf(offering.slug),
      action: copy.heroAction,
      // The AI practice's overview page and its hub lead to each other.
      practiceLink: offering.slug === ai.approach.service ? { label: ai.practiceLinkLabel, href: paths.aiHub } : undefined,
    },
    breadcrumbs: breadcrumbTrail(hub, { label: offering.title, path: offering.href }),
    intro: offering.intro,
    glance: { ...copy.glance, platforms: offering.platforms, regulations: offering.regulations },
    // Consecutive seeds give neighbouring cards different motifs.
    cards: {
      heading: withTitle(copy.cards),
      items: offering.cards.map((card, index) => ({ ...card, seed: seedOf(offering.slug) + index })),
    },
    tabs:
      offering.tabs.length && offering.tabsHeading
        ? {
            heading: offering.tabsHeading,
            tabs: offering.tabs.map((tab) => ({
              ...tab,
              cards: tab.cards.map((card, index) => ({ ...card, variant: cardVariantByType[card.type], seed: seedOf(tab.name) + index })),
            })),
          }
        : null,
    list: offering.list,
    engagement: { heading: copy.engagement, phases: offering.engagement },
    industries: { heading: copy.industries, items: industryLinks(offering.industries) },
    related: {
      heading: copy.related,
      items: offering.related.map((related) => offeringLink(offerings.find((each) => each.slug === related)!)),
      // Laid out here, so that the page's scripts do not carry the grid rule.
      grid: balancedGrid(offering.related.length, { sm: 2, lg: 4 }),
    },
    cta: withTitle(copy.cta),
    jsonLd: serviceJsonLd(
      { name: offering.title, description: offering.summary, path: offering.searchEngines.canonical ?? offering.href, category },
      site,
      siteOrigin(),
    ),
  };
}

export type OfferingPageData = NonNullable<ReturnType<typeof getOfferingPage>>;

/**
 * The /services hub: the seven families in the home catalogue's order, each with the pages of its
 * own offerings, then the catalogue's other items of that family (linked where a page describes them).
 */
export function getServicesHub() {
  const page = hubCopy();
  const catalogue = getHomeCatalogue();
  const { offerings } = offeringCatalogue();
  const { practiceLinkLabel } = aiHubCopy();
  const families = getServiceFamilies().map((family) => {
    const own = offerings.filter((offering) => offering.family === family.id);
    const ownHrefs = new Set(own.map((offering) => offering.href));
    const items = catalogue.find((tab) => tab.family === family.id)?.cards ?? [];
    return {
      id: family.id,
      title: family.title,
      summary: family.summary,
      icon: family.icon,
      // Every practice has one way to explore further: the AI practice's hub of its own, the others' brochures.
      explore:
        family.href === paths.aiHub
          ? { label: practiceLinkLabel, href: paths.aiHub, file: false }
          : { label: page.brochureLabel, href: paths.brochurePdf(family.id), file: true },
      offerings: own.map(offeringLink),
      also: items
        .filter((card) => !card.href || !ownHrefs.has(card.href))
        .map(({ heading, content, href }) => ({ heading, content, href })),
    };
  });
  return { page, families };
}

/** The /aiservices hub: the four AI offerings, the approach of the ai-service page, and where they apply. */
export function getAiHub() {
  const page = aiHubCopy();
  const ai = offeringsOf("ai");
  const approach = findOffering("service", page.approach.service)!;
  const industries = [...new Set(ai.flatMap((offering) => offering.industries))];
  return {
    page,
    artSeed: seedOf(paths.aiHub),
    offerings: ai.map((offering) => ({ ...offeringLink(offering), points: offering.cards.map((card) => card.title) })),
    approach: { ...page.approach, summary: approach.summary, href: approach.href },
    industries: industryLinks(industries),
  };
}
