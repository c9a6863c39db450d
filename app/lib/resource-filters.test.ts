import { describe, expect, it } from "vitest";
import { listQuery, paginate, selectResources, type FilterOptions, type ResourceCard } from "./resource-filters";

const card = (n: number, overrides: Partial<ResourceCard> = {}): ResourceCard => ({
  kind: "blogs",
  href: `/resources/blogs/post-${n}`,
  title: `Post ${n}`,
  summary: "A summary",
  tags: [],
  date: "2025-01-01",
  readingMinutes: 5,
  industries: [],
  services: ["data-governance"],
  glyph: "database",
  ...overrides,
});

const options: FilterOptions = {
  type: [
    { value: "blogs", label: "Blog" },
    { value: "case-studies", label: "Case study" },
  ],
  industry: [
    { value: "banking", label: "Banking" },
    { value: "healthcare", label: "Healthcare" },
  ],
  service: [
    { value: "data-governance", label: "Data Governance" },
    { value: "data-quality", label: "Data Quality" },
  ],
};

const library = [
  card(1, { industries: ["banking"] }),
  card(2, { kind: "case-studies", industries: ["banking"], services: ["data-quality"] }),
  card(3, { industries: ["healthcare"], services: ["data-governance", "data-quality"] }),
  card(4),
];

const select = (query: string) => selectResources(library, new URLSearchParams(query), options);

describe("resource filters", () => {
  it("without a query, lists everything on one page", () => {
    const result = select("");
    expect(result.items).toHaveLength(4);
    expect(result.problems).toEqual([]);
    expect(result.filters).toEqual({});
  });

  it("combines type, industry and service", () => {
    expect(select("industry=banking").items.map((each) => each.title)).toEqual(["Post 1", "Post 2"]);
    expect(select("industry=banking&type=case-studies").items.map((each) => each.title)).toEqual(["Post 2"]);
    expect(select("service=data-quality").items.map((each) => each.title)).toEqual(["Post 2", "Post 3"]);
    expect(select("industry=healthcare&service=data-quality&type=blogs").items.map((each) => each.title)).toEqual(["Post 3"]);
  });

  it("an empty result is empty, not an error", () => {
    const result = select("industry=healthcare&type=case-studies");
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.problems).toEqual([]);
    expect(result.from).toBe(0);
  });

  it("an unknown value is reported and left out instead of hiding every entry", () => {
    const result = select("industry=shipbuilding&service=data-quality");
    expect(result.problems).toEqual([{ kind: "unknown-value", field: "industry", value: "shipbuilding" }]);
    expect(result.filters).toEqual({ service: "data-quality" });
    expect(result.items).toHaveLength(2);
  });

  it("a filter the page does not offer is ignored (a list of one kind has no type filter)", () => {
    const result = selectResources(library, new URLSearchParams("type=webinars"), { industry: options.industry });
    expect(result.problems).toEqual([]);
    expect(result.items).toHaveLength(4);
  });

  it("blank values mean no filter, as a form's empty option sends them", () => {
    expect(select("type=&industry=&service=").items).toHaveLength(4);
  });
});

describe("pagination", () => {
  const many = Array.from({ length: 26 }, (_, index) => index + 1);

  it("splits past 12 entries", () => {
    expect(paginate(many, null)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 12 });
    expect(paginate(many, "3")).toMatchObject({ items: [25, 26], page: 3, from: 25, to: 26 });
    expect(paginate(many.slice(0, 12), null).pageCount).toBe(1);
  });

  it("a page out of range or not a number shows the first page and says so", () => {
    for (const bad of ["4", "0", "-1", "two", "1.5", "99999999999"]) {
      const result = paginate(many, bad);
      expect(result.page).toBe(1);
      expect(result.problem).toEqual({ kind: "unknown-page", value: bad, pageCount: 3 });
    }
  });

  it("writes one address per choice, fields in a fixed order, page 1 implied", () => {
    expect(listQuery({ service: "data-governance", industry: "banking" }, 2)).toBe("?industry=banking&service=data-governance&page=2");
    expect(listQuery({}, 1)).toBe("");
    expect(listQuery({ type: "blogs" })).toBe("?type=blogs");
  });
});
