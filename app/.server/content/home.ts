import { readSingleton } from "./content-files";
import { shownEntries } from "./sample-sets";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue } from "./services";
import { fillSiteTokensDeep, site } from "./site";
import { cardVariantByType } from "#app/lib/card-variants.ts";
import { paths } from "#shared/paths.ts";

export function getServiceFamilies() {
  return readSingleton("serviceFamilies").families;
}

/** The catalogue's seven tabs, each card styled by its type and linked to its offering's page where it has one. */
export function getHomeCatalogue() {
  const source = "content/home-catalogue.yaml";
  const tabs = readSingleton("homeCatalogue").catalogue;
  const { offerings } = offeringCatalogue();
  const cards = tabs.flatMap((tab) => tab.cards.map((card) => ({ slug: `${tab.family}: ${card.heading}`, service: card.service })));
  checkReferences(source, cards, "service", (card) => (card.service ? [card.service] : []), [
    referenceTarget("service or AI offering", offerings),
  ]);
  const hrefOf = new Map(offerings.map((offering) => [offering.slug, offering.href]));
  return tabs.map((tab) => ({
    ...tab,
    cards: tab.cards.map(({ service, ...card }) => ({
      ...card,
      variant: cardVariantByType[card.type],
      href: service ? hrefOf.get(service) : undefined,
    })),
  }));
}

/**
 * The catalogue as the home page sends it: every tab's title and card count, and the first tab's cards.
 * The other tabs' cards wait in their own file (getLaterCatalogueCards) until the visitor heads for the tabs.
 */
export function getHomeCatalogueTabs() {
  const catalogue = getHomeCatalogue();
  const first = catalogue[0]!;
  return {
    tabs: catalogue.map(({ family, title, cards }) => ({ family, title, cardCount: cards.length })),
    cards: { [first.family]: first.cards },
    moreCardsHref: paths.catalogueCards,
  };
}

/** Every catalogue tab's cards but the first's, by family: the file the home page fetches. */
export function getLaterCatalogueCards() {
  return Object.fromEntries(
    getHomeCatalogue()
      .slice(1)
      .map((tab) => [tab.family, tab.cards]),
  );
}

export function getClientKinds() {
  return readSingleton("clientKinds").clientKinds;
}

export function getHomeContent() {
  const page = fillSiteTokensDeep(readSingleton("homePage"), "content/pages/home.yaml");
  return {
    page,
    tagline: site.tagline,
    tabs: readSingleton("bannerTabs").tabs,
    slides: readSingleton("bannerSlides").slides,
    company: readSingleton("company"),
    catalogue: getHomeCatalogueTabs(),
    highlights: readSingleton("serviceHighlights").highlights,
    testimonials: shownEntries(readSingleton("testimonials").testimonials, readSingleton("sampleContent").testimonials),
    sampleLabel: readSingleton("sampleContent").label,
    families: getServiceFamilies(),
    clients: getClientKinds(),
  };
}
