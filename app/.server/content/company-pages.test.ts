import { describe, expect, it } from "vitest";
import { site } from "./site";
import { getKeyDifferentiatorsPage, getNupmatPage, getOurTeamPage, getWorkLifePage, initials } from "./company-pages";

describe("company pages' content", () => {
  it("draws initials avatars from names, keeping a placeholder's number", () => {
    expect(initials("Placeholder 07")).toBe("P07");
    expect(initials("Asha Rao")).toBe("AR");
    expect(initials("Mary Ann de Souza")).toBe("MS");
    expect(initials("Prince")).toBe("P");
  });

  it("validates every page and hangs each under Home in the breadcrumb trail", () => {
    for (const [load, path] of [
      [getWorkLifePage, "/work-life"],
      [getKeyDifferentiatorsPage, "/key-differentiators"],
      [getOurTeamPage, "/our-team"],
      [getNupmatPage, "/nupmat"],
    ] as const) {
      const { breadcrumbs } = load(path);
      expect(breadcrumbs.crumbs.map((crumb) => crumb.path)).toEqual(["/", path]);
    }
  });

  it("shows the six differentiators in the original site's order, and three sample reviews marked as such", () => {
    expect(getKeyDifferentiatorsPage("/key-differentiators").differentiators.map((item) => item.name)).toEqual([
      "Customised Solutions",
      "Planning & Operational Excellence",
      "Flexible Cost Model",
      "Customer Empathy",
      "Agility & Scalability",
      "Competitive Analysis",
    ]);
    expect(getWorkLifePage("/work-life").page.reviews.items.every((review) => review.sample)).toBe(true);
  });

  it("splits the twelve leaders into two rows of six, people being placeholders listed in the site configuration", () => {
    const { rows } = getOurTeamPage("/our-team");
    expect(rows.map((row) => row.length)).toEqual([6, 6]);
    expect(rows.flat().map((person) => person.name)).toEqual(site.people.leadership.map((person) => person.name));
    expect(site.placeholders).toContain("people");
  });

  it("describes NUPMAT as a schema.org SoftwareApplication with its five features", () => {
    const jsonLd = JSON.parse(getNupmatPage("/nupmat").jsonLd);
    expect(jsonLd["@type"]).toBe("SoftwareApplication");
    expect(jsonLd.url).toMatch(/\/nupmat$/);
    expect(jsonLd.featureList).toEqual([
      "AI/ML skill-gap reports",
      "Mentoring",
      "Skill courses",
      "Dashboards and reports",
      "Placement-assessment score",
    ]);
    expect(jsonLd.applicationCategory).toBe("EducationalApplication");
  });
});
