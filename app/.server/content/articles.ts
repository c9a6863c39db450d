import type { z } from "zod";
import { blogFrontMatter, caseStudyFrontMatter, whitepaperFrontMatter } from "#content/schema/articles.ts";
import { articleKinds, type ArticleKind } from "#shared/article-kinds.ts";
import { paths } from "#shared/paths.ts";
import { markdownFilesIn } from "./content-root";
import { readMarkdownFile } from "./files";
import { caseStudySectionProblem } from "./case-study-sections";
import { renderMarkdown } from "./markdown";
import { countWords, readingMinutes } from "./reading-time";
import { checkReferences, referenceTarget } from "./references";
import { offeringCatalogue, offeringTargets } from "./services";
import { fillSiteTokens } from "./site";
import { ContentError } from "./validate";

/** Where each collection's Markdown lives, the schema of its front matter and the address of an entry. */
const collections = {
  blogs: { folder: "blogs", schema: blogFrontMatter, href: paths.blog },
  whitepapers: { folder: "whitepapers", schema: whitepaperFrontMatter, href: paths.whitepaper },
  "case-studies": { folder: "case-studies", schema: caseStudyFrontMatter, href: paths.caseStudy },
} as const;

export type FrontMatterOf<K extends ArticleKind> = z.output<(typeof collections)[K]["schema"]>;

/**
 * One Markdown entry of a collection. `keyword` is the file name, which is the URL's last segment
 * (the old site's keywords, kept). `body` is Markdown with the site tokens filled; `date` is YYYY-MM-DD.
 * Distributes over the kinds, so `article.kind === "case-studies"` narrows `data` to a case study's.
 */
export type Article<K extends ArticleKind = ArticleKind> = K extends ArticleKind
  ? {
      kind: K;
      keyword: string;
      href: string;
      file: string;
      data: FrontMatterOf<K>;
      date: string;
      body: string;
      words: number;
      readingMinutes: number;
    }
  : never;

function readCollection<K extends ArticleKind>(kind: K): Article<K>[] {
  const { folder, schema, href } = collections[kind];
  const articles = markdownFilesIn(folder).map((name) => {
    const file = readMarkdownFile(`${folder}/${name}`, schema);
    const body = fillSiteTokens(file.body, file.file);
    const words = countWords(body);
    return {
      kind,
      keyword: file.slug,
      href: href(file.slug),
      file: file.file,
      data: file.data,
      date: file.data.date.toISOString().slice(0, 10),
      body,
      words,
      readingMinutes: readingMinutes(words),
    } as Article<K>;
  });
  // Newest first; the keyword settles ties so every build lists them alike.
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.keyword.localeCompare(b.keyword));
}

/**
 * The cross-reference graph's rules for articles: every industry and service an entry names exists,
 * and every case study tells its four sections in order. A failure names the file and what is wrong.
 */
export function checkArticles(articles: readonly Article[]): void {
  const { industries } = offeringCatalogue();
  const industryTarget = referenceTarget("industry", industries);
  const targets = offeringTargets();
  for (const kind of articleKinds) {
    const source = `content/${collections[kind].folder}`;
    const entries = articles.filter((article) => article.kind === kind).map((article) => ({ ...article, slug: article.keyword }));
    checkReferences(source, entries, "industries", (entry) => entry.data.industries, [industryTarget]);
    checkReferences(source, entries, "services", (entry) => entry.data.services, targets);
  }
  for (const article of articles) {
    if (article.kind !== "case-studies") continue;
    const problem = caseStudySectionProblem(article.body);
    if (problem) throw new ContentError(`Invalid content in ${article.file}:\n  - body: ${problem}`);
  }
}

let library: { [K in ArticleKind]: Article<K>[] } | undefined;

/** Every collection, read, validated and checked once per process. */
function loadLibrary() {
  if (!library) {
    const read = {
      blogs: readCollection("blogs"),
      whitepapers: readCollection("whitepapers"),
      "case-studies": readCollection("case-studies"),
    };
    checkArticles([...read.blogs, ...read.whitepapers, ...read["case-studies"]]);
    library = read;
  }
  return library;
}

/** A collection's entries, newest first. */
export function listArticles<K extends ArticleKind>(kind: K): Article<K>[] {
  return loadLibrary()[kind];
}

/** Every article of every collection, newest first. */
export function listAllArticles(): Article[] {
  const all: Article[] = articleKinds.flatMap((kind): Article[] => listArticles(kind));
  return all.sort((a, b) => b.date.localeCompare(a.date) || a.href.localeCompare(b.href));
}

/** One entry by its keyword (exactly as its file name is spelt), or undefined. */
export function getArticle<K extends ArticleKind>(kind: K, keyword: string | undefined): Article<K> | undefined {
  return listArticles(kind).find((article) => article.keyword === keyword);
}

/** Code blocks scroll sideways in their own box on a narrow screen, so they are focusable (tables: markdown.ts). */
export function scrollableBlocks(html: string): string {
  return html.replace(/<pre>/g, '<pre tabindex="0">');
}

/** The body as HTML with the id of every heading (h2 and h3 entries in `toc`), and code that scrolls. */
export function renderArticle(article: Article): ReturnType<typeof renderMarkdown> {
  const { html, toc } = renderMarkdown(article.body);
  return { html: scrollableBlocks(html), toc };
}

/** The pre-rendered address of every article. */
export function articlePaths(): string[] {
  return listAllArticles().map((article) => article.href);
}
