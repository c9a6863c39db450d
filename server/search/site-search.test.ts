import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildIndexFile } from "./engine";
import { createSiteSearch, SEARCH_INDEX_FILE } from "./site-search";

describe("createSiteSearch", () => {
  it("has no engine while the build has written no index (the page then says search is unavailable)", () => {
    const search = createSiteSearch(mkdtempSync(path.join(tmpdir(), "no-index-")));
    expect(search.engine()).toBeUndefined();
    expect(search.preload()).toBeUndefined();
  });

  it("reads no index an older build wrote (before the synonyms rode in it), rather than failing on every query", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "old-index-"));
    const current = buildIndexFile([], { industries: {}, services: {} }, []);
    const { synonyms: _synonyms, ...older } = { ...current, version: 1 };
    writeFileSync(path.join(dir, SEARCH_INDEX_FILE), JSON.stringify(older));
    expect(createSiteSearch(dir).engine()).toBeUndefined();
  });

  it("loads the build's index once and answers from it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "index-"));
    const document = {
      id: "/a",
      title: "Lakehouse",
      name: "",
      headings: "",
      keywords: "",
      body: "A lakehouse.",
      kind: "pages" as const,
      breadcrumb: [],
      industries: [],
      services: [],
    };
    writeFileSync(path.join(dir, SEARCH_INDEX_FILE), JSON.stringify(buildIndexFile([document], { industries: {}, services: {} }, [])));
    const search = createSiteSearch(dir);
    expect(search.preload()).toMatchObject({ documents: 1 });
    expect(search.engine()).toBe(search.engine());
    expect(
      search
        .engine()
        ?.search({ query: "lakehouses" })
        .hits.map((hit) => hit.href),
    ).toEqual(["/a"]);
  });
});
