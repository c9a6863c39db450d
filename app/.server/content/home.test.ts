import { describe, expect, it } from "vitest";
import { isExternal } from "#app/lib/external-link.ts";
import { getHomeCatalogue, getHomeContent, getLaterCatalogueCards } from "./home";

describe("home content", () => {
  it("validates and keeps the original site's counts", () => {
    const home = getHomeContent();
    expect(home.tabs.map((tab) => tab.group)).toEqual(["left", "left", "left", "centre", "right", "right", "right"]);
    expect(home.catalogue.tabs.map((tab) => tab.cardCount)).toEqual([6, 4, 10, 10, 6, 5, 6]);
    expect(new Set(getHomeCatalogue().flatMap((tab) => tab.cards.map((card) => card.type)))).toEqual(new Set([0, 1, 3, 4]));
    expect(home.testimonials.every((testimonial) => testimonial.sample)).toBe(true);
    for (const tab of home.tabs) if (isExternal(tab.href)) expect(tab.href).toMatch(/^https:\/\/[^/]+\.example\//);
  });

  it("sends the first catalogue tab's cards with the page and every other tab's in the file, each card once", () => {
    const full = getHomeCatalogue();
    const { tabs, cards, moreCardsHref } = getHomeContent().catalogue;
    expect(tabs.map((tab) => tab.family)).toEqual(full.map((tab) => tab.family));
    expect(cards).toEqual({ "data-services": full[0]!.cards });
    expect(moreCardsHref).toBe("/catalogue-cards.json");
    const later = getLaterCatalogueCards();
    expect(Object.keys(later)).toEqual(full.slice(1).map((tab) => tab.family));
    for (const tab of full.slice(1)) expect(later[tab.family]).toEqual(tab.cards);
  });
});
