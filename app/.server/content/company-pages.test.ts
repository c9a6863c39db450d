import { describe, expect, it } from "vitest";
import { site } from "./site";
import { getKeyDifferentiatorsPage, getNupmatPage, getOurTeamPage, getWorkLifePage } from "./company-pages";

describe("company pages' content", () => {
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

  it("presents the twelve leadership roles and the NUPMAT team by role, each with what it does, no stand-in names", () => {
    const { roles } = getOurTeamPage("/our-team");
    expect(roles.map((role) => role.role)).toEqual(site.people.leadership.map((person) => person.role));
    expect(roles).toHaveLength(12);
    const everyone = [...roles, ...getNupmatPage("/nupmat").team];
    for (const person of everyone) {
      expect(person.summary.split(/(?<=\.) /).length, person.role).toBeLessThanOrEqual(2);
      // A name is real or empty (a fact to supply), never a stand-in.
      expect(person.name, person.role).not.toMatch(/placeholder|\[/i);
    }
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
