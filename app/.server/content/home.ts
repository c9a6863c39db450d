import { bannerSlides } from "#content/banner-slides.ts";
import { bannerTabs } from "#content/banner-tabs.ts";
import { clientKinds } from "#content/client-kinds.ts";
import { company } from "#content/company.ts";
import { homeCatalogue } from "#content/home-catalogue.ts";
import {
  bannerSlideSchema,
  bannerTabSchema,
  catalogueSchema,
  clientKindSchema,
  companySchema,
  serviceHighlightSchema,
} from "#content/schema/home.ts";
import { homePageSchema } from "#content/schema/pages.ts";
import { serviceFamilySchema } from "#content/schema/service-family.ts";
import { testimonialSchema } from "#content/schema/testimonial.ts";
import { serviceFamilyEntries } from "#content/service-families.ts";
import { serviceHighlights } from "#content/service-highlights.ts";
import { sampleLabel } from "#content/pages/sample-content.ts";
import { testimonials } from "#content/testimonials.ts";
import { homePage } from "#content/pages/home.ts";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue } from "./services";
import { fillSiteTokensDeep, site } from "./site";
import { validateContent } from "./validate";
import { cardVariantByType } from "#app/lib/card-variants.ts";
import { paths } from "#app/lib/paths.ts";

/** Cards per catalogue tab, as the original site had them (docs/content.md). */
const catalogueCounts = {
  "data-services": 6,
  "ai-solution": 4,
  "microsoft-consulting": 10,
  "salesforce-consulting": 10,
  "product-engineering": 6,
  "startup-solution": 5,
  "staffing-solution": 6,
} as const;

const tabsSchema = bannerTabSchema
  .array()
  .length(7)
  .superRefine((tabs, ctx) => {
    const groups = { left: 3, centre: 1, right: 3 } as const;
    for (const [group, count] of Object.entries(groups)) {
      const found = tabs.filter((tab) => tab.group === group).length;
      if (found !== count) ctx.addIssue({ code: "custom", message: `${count} tabs expected in group "${group}", found ${found}` });
    }
    if (new Set(tabs.map((tab) => tab.id)).size !== tabs.length) ctx.addIssue({ code: "custom", message: "tab ids must be unique" });
  });

const homeCatalogueSchema = catalogueSchema.length(7).superRefine((tabs, ctx) => {
  tabs.forEach((tab, index) => {
    const expected = catalogueCounts[tab.family];
    if (tab.cards.length !== expected) {
      ctx.addIssue({
        code: "custom",
        path: [index, "cards"],
        message: `${tab.title}: ${expected} cards expected, found ${tab.cards.length}`,
      });
    }
  });
  if (new Set(tabs.map((tab) => tab.family)).size !== tabs.length) ctx.addIssue({ code: "custom", message: "one tab per family" });
});

export function getServiceFamilies() {
  return validateContent(serviceFamilySchema.array().length(7), serviceFamilyEntries, "content/service-families.ts");
}

/** The catalogue's seven tabs, each card styled by its type and linked to its offering's page where it has one. */
export function getHomeCatalogue() {
  const source = "content/home-catalogue.ts";
  const tabs = validateContent(homeCatalogueSchema, homeCatalogue, source);
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
  return validateContent(clientKindSchema.array().min(1), clientKinds, "content/client-kinds.ts");
}

export function getHomeContent() {
  const page = fillSiteTokensDeep(validateContent(homePageSchema, homePage, "content/pages/home.ts"), "content/pages/home.ts");
  return {
    page,
    tagline: site.tagline,
    tabs: validateContent(tabsSchema, bannerTabs, "content/banner-tabs.ts"),
    slides: validateContent(bannerSlideSchema.array().min(2), bannerSlides, "content/banner-slides.ts"),
    company: validateContent(companySchema, company, "content/company.ts"),
    catalogue: getHomeCatalogueTabs(),
    highlights: validateContent(serviceHighlightSchema.array().min(2), serviceHighlights, "content/service-highlights.ts"),
    testimonials: validateContent(testimonialSchema.array().min(2), testimonials, "content/testimonials.ts"),
    sampleLabel,
    families: getServiceFamilies(),
    clients: getClientKinds(),
  };
}
