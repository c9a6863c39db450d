import { describe, expect, it } from "vitest";
import { listArticles } from "./articles";
import { prerenderPaths } from "./prerender-paths";
import { getResourceDetail, getResourceList, getResourcesHub } from "./resources";

describe("resource pages", () => {
  it("the hub names each collection's newest entry and lists the whole library with a format filter", () => {
    const hub = getResourcesHub();
    const blogs = hub.sections.cards.find((card) => card.href === "/resources/blogs")!;
    expect(blogs.latest?.href).toBe(listArticles("blogs")[0]!.href);
    expect(hub.sections.cards.find((card) => card.href === "/gallery")?.latest).toBeUndefined();
    expect(hub.library.cards).toHaveLength(26);
    expect(hub.library.options.type?.map((option) => option.value)).toEqual(["blogs", "whitepapers", "case-studies"]);
  });

  it("a list offers only the industries and services its own entries name", () => {
    const list = getResourceList("whitepapers");
    expect(list.library.options.type).toBeUndefined();
    const named = new Set(listArticles("whitepapers").flatMap((article) => article.data.industries));
    expect(list.library.options.industry?.map((option) => option.value).sort()).toEqual([...named].sort());
  });

  it("a long entry has a table of contents; a whitepaper links to its download; JSON-LD names the kind", () => {
    const blog = getResourceDetail("blogs", "credit-union-data-strategy")!;
    expect(blog.toc?.entries.length).toBeGreaterThan(3);
    expect(JSON.parse(blog.jsonLd)).toMatchObject({ "@type": "BlogPosting", headline: blog.hero.title, datePublished: "2024-03-12" });
    expect(blog.breadcrumbs.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/resources",
      "/resources/blogs",
      "/resources/blogs/credit-union-data-strategy",
    ]);
    const paper = getResourceDetail("whitepapers", "whitepapers-details")!;
    expect(paper.hero.download?.href).toBe("/resources/whitepapers/whitepapers-details/download");
    expect(JSON.parse(paper.jsonLd)["@type"]).toBe("Article");
    expect(getResourceDetail("case-studies", "gen-AI-transcript")!.outcomes?.items).toHaveLength(4);
    expect(getResourceDetail("blogs", "gen-AI-transcript")).toBeNull();
  });

  it("every blog ends with the one shared call to action, which no blog repeats in its own text", () => {
    const blogs = listArticles("blogs");
    expect(blogs).toHaveLength(12);
    const shared = getResourceDetail("blogs", blogs[0]!.keyword)!.cta;
    expect(shared.lead).toMatch(/four to eight weeks/);
    for (const blog of blogs) {
      expect(getResourceDetail("blogs", blog.keyword)!.cta).toEqual(shared);
      expect(blog.body, blog.file).not.toMatch(/four to eight weeks|^## How to start/im);
    }
  });

  it("every list, entry and feed is pre-rendered", () => {
    const paths = prerenderPaths(["/", "/resources"]);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/resources/blogs",
        "/resources/case-studies/IDMC-data-integration",
        "/resources/feed.xml",
        "/resources/whitepapers/feed.xml",
      ]),
    );
    expect(
      paths.filter((path) => /^\/resources\/(blogs|whitepapers|case-studies)\/[^/]+$/.test(path) && !path.endsWith(".xml")),
    ).toHaveLength(26);
  });
});
