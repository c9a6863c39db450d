import { describe, expect, it } from "vitest";
import { artSeedOf, getIndustryPage, getKeyIndustriesHub, industryPaths, industryText, validateIndustries } from "./industries";
import { prerenderPaths } from "./prerender-paths";
import { readCollection } from "./content-files";

const rawIndustries = readCollection("industries");

const valid = validateIndustries(rawIndustries);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** A copy of the content with one entry changed, as an editor's typo would change it. */
const withEntry = (slug: string, change: Record<string, unknown>) =>
  rawIndustries.map((entry) => (entry.slug === slug ? { ...entry, ...change } : entry));

describe("industries content", () => {
  it("has the six industries in the side menu's order, with the original site's labels and topic counts", () => {
    expect(valid.map((industry) => industry.name)).toEqual([
      "Banking",
      "Financial Services",
      "Insurance",
      "HealthCare",
      "Media & Entertainment",
      "Packaging & Distribution",
    ]);
    expect(valid.map((industry) => industry.topics.length)).toEqual([4, 3, 2, 2, 2, 1]);
    for (const topic of valid.flatMap((industry) => industry.topics)) expect(topic.items.length).toBeGreaterThan(0);
  });

  it("gives each industry page 600 to 1,000 words of its own copy", () => {
    for (const industry of valid) {
      const count = words(industryText(industry));
      expect(count, industry.slug).toBeGreaterThanOrEqual(600);
      expect(count, industry.slug).toBeLessThanOrEqual(1000);
    }
  });

  it("names the regulations each sector answers to, and invents no figures", () => {
    const regulations = Object.fromEntries(valid.map((industry) => [industry.slug, industry.regulations]));
    expect(regulations.banking).toEqual(expect.arrayContaining(["BCBS 239", "GLBA"]));
    expect(regulations["finance-service"]).toEqual(expect.arrayContaining(["SOX", "PCI DSS", "GLBA"]));
    expect(regulations.insurance).toEqual(expect.arrayContaining(["IFRS 17", "Solvency II"]));
    expect(regulations.healthcare).toEqual(expect.arrayContaining(["HIPAA"]));
    for (const industry of valid) expect(industryText(industry)).not.toMatch(/\d\s*%|[$£€]\s*\d|\d+\+/);
  });

  it("fails the build on a service slug that names no offering, naming the file, entry and field", () => {
    const attempt = () => validateIndustries(withEntry("insurance", { services: ["data-quality", "data-governence"] }));
    expect(attempt).toThrow(
      'Invalid content in content/industries/:\n  - insurance.services.1: no service or AI offering has the slug "data-governence"',
    );
  });

  it("fails the build on a regulation the copy never names, naming the field", () => {
    const banking = rawIndustries[0]!;
    const attempt = () => validateIndustries(withEntry("banking", { regulations: [...banking.regulations, "MiFID II"] }));
    expect(attempt).toThrow(/content\/industries\/[\s\S]*0\.regulations\.5: "MiFID II" is not named/);
  });

  it("fails the build when an entry is out of the side menu's order", () => {
    expect(() => validateIndustries([...rawIndustries].reverse())).toThrow(/0\.slug: expected "banking"/);
  });
});

describe("industry pages", () => {
  it("are pre-rendered, one per industry", () => {
    expect(industryPaths()).toHaveLength(6);
    expect(prerenderPaths(["/", "/api/sendMail", "/key-industries"])).toEqual(
      expect.arrayContaining(["/", "/key-industries", ...industryPaths()]),
    );
  });

  it("link the industry's services to their pages, titled from the service collections", () => {
    const page = getIndustryPage("banking")!;
    const links = Object.fromEntries(page.services.items.map((service) => [service.slug, service]));
    expect(links["data-governance"]).toMatchObject({ title: "Data Governance", href: "/services/data-governance" });
    expect(links["predictive-models"]?.href).toBe("/aiservices/predictive-models");
  });

  it("trail Home › Key Industries › the industry, visibly and as JSON-LD", () => {
    const { breadcrumbs } = getIndustryPage("healthcare")!.hero;
    expect(breadcrumbs.crumbs.map((crumb) => crumb.label)).toEqual(["Home", "Key Industries", "HealthCare"]);
    expect(breadcrumbs.jsonLd).toContain('"BreadcrumbList"');
  });

  it("mark only the current industry in the side menu, and draw each banner from its own seed", () => {
    const menu = getIndustryPage("insurance")!.menu.items;
    expect(menu.filter((item) => item.current).map((item) => item.name)).toEqual(["Insurance"]);
    expect(new Set(valid.map((industry) => artSeedOf(industry.slug))).size).toBe(6);
  });

  it("answer nothing for a slug that is not an industry", () => {
    expect(getIndustryPage("oil-and-gas")).toBeNull();
    expect(getIndustryPage(undefined)).toBeNull();
  });

  it("have a hub card each, linking to the page", () => {
    const { cards } = getKeyIndustriesHub();
    expect(cards.map((card) => card.href)).toEqual(industryPaths());
    expect(cards[0]!.action).toBe("Explore Banking");
  });
});
