import { describe, expect, it } from "vitest";
import { serviceFamilies } from "#content/schema/service-family.ts";
import { getBrochuresPage, validateBrochures } from "./brochures";
import { readBrochures } from "./brochures";

const brochures = readBrochures();

describe("brochures content", () => {
  it("has one brochure per service family, each card linking to its PDF", () => {
    const { cards } = getBrochuresPage();
    expect(cards.map((card) => card.family)).toEqual([...serviceFamilies]);
    expect(cards[0]!.href).toBe("/downloads/brochures/data-services.pdf");
    expect(cards.every((card) => card.points.length >= 2 && card.inside.length >= 2)).toBe(true);
  });

  it("refuses a missing family or a family out of order", () => {
    expect(() => validateBrochures(brochures.slice(1))).toThrow(/content\/brochures\//);
    const swapped = [brochures[1], brochures[0], ...brochures.slice(2)];
    expect(() => validateBrochures(swapped)).toThrow(/0\.family: expected "data-services" here/);
  });
});
