import { describe, expect, it } from "vitest";
import { queryFromPath, readSearchParams, searchHref } from "./search";

describe("readSearchParams", () => {
  it("reads the query, the filters and the page", () => {
    expect(readSearchParams(new URLSearchParams("q=  data   masking &type=blogs&industry=banking&service=data-governance&page=2"))).toEqual(
      {
        query: "data masking",
        filters: { type: "blogs", industry: "banking", service: "data-governance" },
        page: 2,
      },
    );
  });

  it("drops what it does not understand instead of failing", () => {
    expect(readSearchParams(new URLSearchParams("type=nope&industry=<b>&service=a b&page=-3"))).toEqual({
      query: "",
      filters: {},
      page: 1,
    });
    expect(readSearchParams(new URLSearchParams(`q=${"x".repeat(500)}&page=abc`)).query).toHaveLength(200);
  });

  it("round-trips through searchHref", () => {
    const href = searchHref("mdm & bi", { type: "case-studies", industry: "banking" }, 3);
    expect(href).toBe("/search?q=mdm+%26+bi&type=case-studies&industry=banking&page=3");
    expect(readSearchParams(new URL(href, "http://x").searchParams)).toEqual({
      query: "mdm & bi",
      filters: { type: "case-studies", industry: "banking" },
      page: 3,
    });
    expect(searchHref("")).toBe("/search");
  });
});

describe("queryFromPath", () => {
  it("turns an address into the words to search for", () => {
    expect(queryFromPath("/services/master-data_managment.html")).toBe("services master data managment");
    expect(queryFromPath("/Blogs/blogs/%E2%82%AC%20x")).toBe("blogs x");
    expect(queryFromPath("/%E0%A4%A")).toBe("e0 a4 a");
    expect(queryFromPath("/")).toBe("");
  });
});
