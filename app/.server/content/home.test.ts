import { describe, expect, it } from "vitest";
import { isExternal } from "#app/lib/external-link.ts";
import { getHomeContent } from "./home";

describe("home content", () => {
  it("validates and keeps the counts the specification gives", () => {
    const home = getHomeContent();
    expect(home.tabs.map((tab) => tab.group)).toEqual(["left", "left", "left", "centre", "right", "right", "right"]);
    expect(home.catalogue.map((tab) => tab.cards.length)).toEqual([6, 4, 10, 10, 6, 5, 6]);
    expect(new Set(home.catalogue.flatMap((tab) => tab.cards.map((card) => card.type)))).toEqual(new Set([0, 1, 3, 4]));
    expect(home.testimonials.every((testimonial) => testimonial.sample)).toBe(true);
    for (const tab of home.tabs) if (isExternal(tab.href)) expect(tab.href).toMatch(/^https:\/\/[^/]+\.example\//);
  });
});
