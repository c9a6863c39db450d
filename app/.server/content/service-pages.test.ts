import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAiHub, getOfferingPage, getServicesHub } from "./service-pages";
import { offeringCatalogue, offeringsOf } from "./services";
import { site } from "./site";

describe("service and AI offering pages", () => {
  it("describes the offering as a schema.org Service, provided by the firm", () => {
    const page = getOfferingPage("service", "data-governance")!;
    const jsonLd = JSON.parse(page.jsonLd);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Data Governance",
      description: page.meta.description,
      serviceType: "Data Services",
      url: "http://localhost:3000/services/data-governance",
      provider: { "@type": "Organization", name: site.name, legalName: site.legalName, url: "http://localhost:3000/" },
    });
    expect(jsonLd.provider).not.toHaveProperty("@context");
  });

  it("shows where the page sits: Home › Services › page, or Home › AI Services › page", () => {
    expect(getOfferingPage("service", "data-quality")!.breadcrumbs.crumbs).toEqual([
      { label: "Home", path: "/" },
      { label: "Services", path: "/services" },
      { label: "Data Quality", path: "/services/data-quality" },
    ]);
    expect(getOfferingPage("ai", "predictive-models")!.breadcrumbs.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/aiservices",
      "/aiservices/predictive-models",
    ]);
  });

  it("links industries and related offerings to their pages, with their own names", () => {
    const page = getOfferingPage("service", "ai-service")!;
    expect(page.related.items.map((item) => item.href)).toEqual([
      "/services/data-engineering",
      "/services/data-governance",
      "/aiservices/predictive-models",
      "/aiservices/ai-governance-mlops",
    ]);
    expect(page.industries.items[0]).toEqual({ label: "Banking", href: "/key-industries/banking" });
    expect(page.cta.title).toBe("Talk to us about AI Services");
  });

  it.each(offeringsOf("service").map((service) => service.slug))("links /services/%s to at least one other service", (slug) => {
    const related = getOfferingPage("service", slug)!.related.items.map((item) => item.href);
    expect(related.filter((href) => href.startsWith("/services/") && href !== `/services/${slug}`)).not.toHaveLength(0);
  });

  it("has a page only for a slug of its own kind", () => {
    expect(getOfferingPage("service", "no-such-service")).toBeNull();
    expect(getOfferingPage("service", "document-intelligence")).toBeNull();
    expect(getOfferingPage("ai", "data-quality")).toBeNull();
  });

  it("leads the AI overview page and the AI hub to each other", () => {
    expect(getOfferingPage("service", "ai-service")!.hero.practiceLink).toMatchObject({ href: "/aiservices" });
    expect(getOfferingPage("service", "data-quality")!.hero.practiceLink).toBeUndefined();
    const hub = getAiHub();
    expect(hub.approach.href).toBe("/services/ai-service");
    expect(hub.offerings.map((offering) => offering.href)).toHaveLength(4);
  });

  it("gives only cloud data strategy its three tabs, each card styled by its type", () => {
    const tabs = getOfferingPage("service", "cloud-data-strategy")!.tabs!;
    expect(tabs.tabs.map((tab) => tab.name)).toEqual(["Cloud Data Governance", "Cloud Data Management", "Cloud Data Modernization"]);
    expect(tabs.tabs[0]!.cards.map((card) => card.variant)).toEqual(["lead", "standard", "standard", "emphasis"]);
    expect(getOfferingPage("service", "data-quality")!.tabs).toBeNull();
  });
});

describe("the services hub", () => {
  it("groups every offering once under the seven families of the home catalogue", () => {
    const { families } = getServicesHub();
    expect(families.map((family) => family.title)).toEqual([
      "Data Services",
      "AI Solution",
      "Microsoft Consulting Practice",
      "Salesforce Consulting Practice",
      "Product Engineering",
      "Startup Solution",
      "Staffing Solution",
    ]);
    const listed = families.flatMap((family) => family.offerings.map((offering) => offering.href));
    expect(listed.toSorted()).toEqual(
      offeringCatalogue()
        .offerings.map((offering) => offering.href)
        .toSorted(),
    );
    // One way to explore further per practice: the AI practice's hub, every other practice's brochure.
    for (const family of families)
      expect(family.explore).toMatchObject(
        family.id === "ai-solution" ? { href: "/aiservices", file: false } : { href: `/downloads/brochures/${family.id}.pdf`, file: true },
      );
  });

  it("adds the catalogue's other items of a family, without repeating a card the family already shows", () => {
    const { families } = getServicesHub();
    const family = (id: string) => families.find((each) => each.id === id)!;
    expect(family("data-services").also).toEqual([]);
    expect(family("salesforce-consulting").also).toHaveLength(10);
    expect(family("microsoft-consulting").also.map((item) => item.heading)).not.toContain("Power BI");
    expect(family("microsoft-consulting").also.find((item) => item.heading === "Microsoft Purview")!.href).toBe(
      "/services/data-governance",
    );
  });
});

describe("an offering's search-engine fields", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("reach the page's meta and its JSON-LD when an editor sets them, and leave both alone when empty", async () => {
    expect(getOfferingPage("service", "data-governance")!.meta).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      path: "/services/data-governance",
    });
    const root = mkdtempSync(path.join(tmpdir(), "search-fields-"));
    cpSync(path.resolve("content"), root, { recursive: true });
    const file = path.join(root, "services/data-governance.yaml");
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}searchEngines:\n  metaTitle: Data governance consulting\n  canonical: /resources/blogs/governance-guide\n  noindex: true\n`,
    );
    vi.stubEnv("CONTENT_ROOT", root);
    vi.resetModules();
    const tuned = (await import("./service-pages")).getOfferingPage("service", "data-governance")!;
    expect(tuned.meta).toMatchObject({
      title: "Data governance consulting",
      canonical: "/resources/blogs/governance-guide",
      noindex: true,
    });
    expect(JSON.parse(tuned.jsonLd).url).toMatch(/\/resources\/blogs\/governance-guide$/);
    rmSync(root, { recursive: true, force: true });
  });
});
