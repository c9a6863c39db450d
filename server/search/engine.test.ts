import { describe, expect, it } from "vitest";
import type { SearchDocument } from "./documents";
import { buildIndexFile, loadSearchEngine } from "./engine";

const page = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id,
  title: "",
  name: "",
  headings: "",
  keywords: "",
  body: "",
  kind: "pages",
  breadcrumb: ["Home"],
  industries: [],
  services: [],
  ...fields,
});

const documents = [
  page("/services/data-governance", {
    title: "Data Governance",
    body: "Owners, definitions and lineage for every critical figure.",
    kind: "services",
    services: ["data-governance"],
    industries: ["banking", "insurance"],
  }),
  page("/resources/blogs/catalogue", {
    title: "Choosing a catalogue",
    body: "A catalogue supports data governance when stewards use it daily.",
    kind: "blogs",
    services: ["data-governance"],
    industries: ["banking"],
  }),
  page("/services/master-data-management", {
    title: "Master Data Management",
    body: "One trusted record for each customer and product.",
    kind: "services",
    services: ["master-data-management"],
  }),
  page("/resources/blogs/masking", {
    title: "Static data masking",
    headings: "Masking techniques",
    body: "Masked copies keep their shape for testing.",
    kind: "blogs",
    services: ["data-governance"],
    industries: ["healthcare"],
  }),
  page("/resources/case-studies/bank", {
    title: "A bank's reporting",
    body: "Dashboards for a regional bank, built on a governed semantic model.",
    kind: "case-studies",
    industries: ["banking"],
    services: ["business-intelligence"],
  }),
];
const labels = {
  industries: { banking: "Banking", insurance: "Insurance", healthcare: "HealthCare" },
  services: { "data-governance": "Data Governance" },
};
const synonyms = [{ terms: ["MDM", "master data management"] }, { terms: ["BI", "business intelligence", "dashboards"] }];
const engine = loadSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(documents, labels, synonyms))));
const top = (query: string, filters = {}) => engine.search({ query, filters }).hits.map((hit) => hit.href);

describe("the search engine", () => {
  it("ranks a match in the title above one in the body", () => {
    expect(top("governance").slice(0, 2)).toEqual(["/services/data-governance", "/resources/blogs/catalogue"]);
  });

  it("finds word forms and typos", () => {
    expect(top("governing")[0]).toBe("/services/data-governance");
    expect(top("goverance")[0]).toBe("/services/data-governance");
    expect(top("masks")[0]).toBe("/resources/blogs/masking");
  });

  it("reads a typo as the nearest word the pages use, not as every word near its stem", () => {
    const pages = [
      page("/governance", { title: "Data governance", body: "Owners for every figure." }),
      page("/cover", { title: "What the cover note says", body: "Handing over the run book." }),
    ];
    const small = loadSearchEngine(JSON.parse(JSON.stringify(buildIndexFile(pages, labels, synonyms))));
    expect(small.search({ query: "goverance" }).hits.map((hit) => hit.href)).toEqual(["/governance"]);
    expect(small.search({ query: "govrnance" }).hits.map((hit) => hit.href)).toEqual(["/governance"]);
  });

  it("finds a word while it is being typed", () => {
    expect(top("mast")).toContain("/services/master-data-management");
  });

  it("finds pages by synonyms and acronyms, and a compound typed as one word", () => {
    expect(top("MDM")[0]).toBe("/services/master-data-management");
    expect(top("BI")[0]).toBe("/resources/case-studies/bank");
    expect(top("masterdata")[0]).toBe("/services/master-data-management");
  });

  it("needs every word when some page has them all, and falls back to any word otherwise", () => {
    expect(top("governance catalogue")).toEqual(["/resources/blogs/catalogue"]);
    expect(top("governance zebra")).toContain("/services/data-governance");
  });

  it("filters by type, industry and service, counting each facet under the other filters", () => {
    const answer = engine.search({ query: "governance", filters: { industry: "banking" } });
    expect(answer.hits.map((hit) => hit.href)).toEqual([
      "/services/data-governance",
      "/resources/blogs/catalogue",
      "/resources/case-studies/bank",
    ]);
    expect(answer.facets.type).toEqual([
      { value: "services", label: "Service", count: 1 },
      { value: "case-studies", label: "Case study", count: 1 },
      { value: "blogs", label: "Blog", count: 1 },
    ]);
    // The industry facet counts as if no industry were chosen, so the visitor sees what switching would give.
    expect(answer.facets.industry.find((facet) => facet.value === "insurance")).toEqual({
      value: "insurance",
      label: "Insurance",
      count: 1,
    });
    expect(top("data", { type: "blogs", service: "data-governance" }).sort()).toEqual([
      "/resources/blogs/catalogue",
      "/resources/blogs/masking",
    ]);
  });

  it("highlights the matched words in the title and the excerpt", () => {
    const [hit] = engine.search({ query: "masking" }).hits;
    expect(hit?.title).toEqual([
      { text: "Static data ", hit: false },
      { text: "masking", hit: true },
    ]);
    expect(hit?.excerpt.filter((part) => part.hit).map((part) => part.text)).toEqual(["Masked"]);
    expect(hit?.breadcrumb).toEqual(["Home"]);
  });

  it("pages the results", () => {
    const first = engine.search({ query: "data", perPage: 2 });
    const second = engine.search({ query: "data", perPage: 2, page: 2 });
    expect(first.total).toBeGreaterThan(2);
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    expect(second.page).toBe(2);
    expect(second.hits.map((hit) => hit.href)).not.toContain(first.hits[0]?.href);
    expect(engine.search({ query: "data", perPage: 2, page: 99 }).page).toBe(first.pageCount);
  });

  it("suggests the nearest words the pages use when nothing matches", () => {
    const near = engine.search({ query: "linaege" });
    expect(near.total).toBe(0);
    expect(near.suggestions[0]).toBe("lineage");
    // Nothing close enough: no suggestion rather than a wild one.
    expect(engine.search({ query: "qwxyzzz" }).suggestions).toEqual([]);
  });

  it("answers nothing, without failing, for empty, stop-word-only and hostile queries", () => {
    for (const query of ["", "   ", "the and of", "<script>alert(1)</script>", "\u0000\u202e", "(((", "*".repeat(200)]) {
      expect(() => engine.search({ query })).not.toThrow();
    }
    expect(engine.search({ query: "the and of" }).total).toBe(0);
  });
});
