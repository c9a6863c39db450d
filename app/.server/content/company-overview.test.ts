import { describe, expect, it } from "vitest";
import { getCompanyOverview } from "./company-overview";
import { getHomeContent } from "./home";

describe("company overview content", () => {
  it("spells its eight-letter word with one value per letter", () => {
    const { acrostic } = getCompanyOverview().page;
    expect(acrostic.values.map((value) => value.letter).join("")).toBe(acrostic.word);
    for (const value of acrostic.values) expect(value.name[0]).toBe(value.letter);
  });

  it("shows the same mission, vision and values as the home page: written once", () => {
    const { company } = getHomeContent();
    expect(getCompanyOverview().mission).toEqual({
      mission: company.mission,
      vision: company.vision,
      coreValues: company.coreValues,
      labels: company.labels,
    });
  });
});
