// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { listAllArticles, listArticles } from "./articles";
import { buildFeed } from "./feeds";

const ATOM = "http://www.w3.org/2005/Atom";

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(ATOM);
  return [...doc.getElementsByTagNameNS(ATOM, "entry")].map((entry) => ({
    id: entry.getElementsByTagNameNS(ATOM, "id")[0]?.textContent,
    title: entry.getElementsByTagNameNS(ATOM, "title")[0]?.textContent,
    updated: entry.getElementsByTagNameNS(ATOM, "updated")[0]?.textContent,
  }));
}

describe("feeds", () => {
  it("each collection's feed is well-formed Atom with every entry, newest first, at absolute addresses", () => {
    for (const kind of ["blogs", "whitepapers", "case-studies"] as const) {
      const entries = parse(buildFeed(kind, "https://www.example.com"));
      expect(entries.map((entry) => entry.id)).toEqual(listArticles(kind).map((article) => `https://www.example.com${article.href}`));
      expect(entries.map((entry) => entry.title)).toEqual(listArticles(kind).map((article) => article.data.title));
    }
  });

  it("the all-resources feed holds all 26 entries, and escapes what XML needs escaped", () => {
    const xml = buildFeed("all", "https://www.example.com");
    expect(parse(xml)).toHaveLength(listAllArticles().length);
    expect(xml).toContain("&amp;");
  });
});
