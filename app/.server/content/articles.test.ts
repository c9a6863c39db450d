import { describe, expect, it } from "vitest";
import { articleKinds } from "#shared/article-kinds.ts";
import { checkArticles, getArticle, listAllArticles, listArticles, renderArticle, type Article } from "./articles";
import { ContentError } from "./validate";

describe("article loader", () => {
  it("reads every collection with the keywords exactly as the files are named, newest first", () => {
    expect(listArticles("blogs")).toHaveLength(12);
    expect(listArticles("case-studies").map((entry) => entry.keyword)).toEqual(
      expect.arrayContaining([
        "gen-AI-transcript",
        "IDMC-data-integration",
        "cloud-integration-domin-registrar",
        "data-management-research-organisation",
      ]),
    );
    expect(
      listArticles("whitepapers")
        .map((entry) => entry.keyword)
        .sort(),
    ).toEqual(["whitepapers-details", "whitepapers-details-legacy"]);
    for (const kind of articleKinds) {
      const dates = listArticles(kind).map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(listAllArticles()).toHaveLength(26);
  });

  it("gives typed front matter and a computed reading time", () => {
    const study = getArticle("case-studies", "gen-AI-transcript")!;
    expect(study.href).toBe("/resources/case-studies/gen-AI-transcript");
    expect(study.data.outcomes[0]).toEqual({ figure: "Under 10\u00a0min", label: "to evaluate a transcript, down from 50 minutes" });
    expect(study.readingMinutes).toBe(Math.round(study.words / 230));
    expect(getArticle("whitepapers", "whitepapers-details")!.data.audience).toMatch(/CIOs/);
    expect(getArticle("blogs", "no-such-post")).toBeUndefined();
  });

  it("renders a body with heading ids for the table of contents", () => {
    const { html, toc } = renderArticle(getArticle("case-studies", "master-data-management")!);
    expect(toc.filter((entry) => entry.depth === 2).map((entry) => entry.id)).toEqual([
      "client-background",
      "client-requirement",
      "challenge",
      "solution",
    ]);
    expect(html).toContain('<h2 id="solution">');
  });

  it("fails the build for an industry or service slug nobody has, naming the file and field", () => {
    const blog = getArticle("blogs", "data-masking")!;
    const broken = { ...blog, data: { ...blog.data, industries: ["banking", "shipbuilding"] } } as Article;
    expect(() => checkArticles([broken])).toThrow(ContentError);
    expect(() => checkArticles([broken])).toThrow(
      /content\/blogs[\s\S]*data-masking\.industries\.1: no industry has the slug "shipbuilding"/,
    );
    const badService = { ...blog, data: { ...blog.data, services: ["data-alchemy"] } } as Article;
    expect(() => checkArticles([badService])).toThrow(/services\.0: no service or AI offering has the slug "data-alchemy"/);
  });

  it("fails the build for a case study whose sections are missing or out of order", () => {
    const study = getArticle("case-studies", "data-management-company")!;
    const reordered = { ...study, body: study.body.replace("## Challenge", "## Obstacles") } as Article;
    expect(() => checkArticles([reordered])).toThrow(
      /data-management-company\.md[\s\S]*Client Background, Client Requirement, Challenge, Solution/,
    );
  });
});

describe("scrollable blocks", () => {
  it("makes code blocks focusable, so a keyboard can scroll them", () => {
    const { html } = renderArticle(getArticle("blogs", "dynamic-data-masking")!);
    expect(html).toContain('<pre tabindex="0"><code class="language-sql">');
  });

  it("wraps every table in a focusable region named by its headings; tables of four columns or more stack on phones", () => {
    const { html } = renderArticle(getArticle("blogs", "credit-union-data-strategy")!);
    expect(html).toContain('<div class="prose-table" role="region" tabindex="0" aria-label="Exam area, What it means for data"><table>');
    expect(html.match(/<table/g)?.length).toBe(html.match(/class="prose-table"/g)?.length);
    const wide = renderArticle(getArticle("blogs", "test-data-management")!).html;
    expect(wide).toContain('<table data-stack="">');
    const header = wide.match(/<th scope="col">([^<]+)<\/th>/)![1]!;
    expect(wide).toContain(`<td data-label="${header}">`);
  });
});
