import { parse } from "node-html-parser";
import type { SearchDocument } from "#server/search/documents.ts";
import type { PageFacets } from "#scripts/search/page-facets.ts";
import { pageKinds } from "#shared/search.ts";
import { pageKindOf } from "./page-kind";

const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*noindex/i;
/** The whitepaper download gate: a form that hands out signed links, not something to land on from a search. */
const DOWNLOAD_GATE = /^\/resources\/whitepapers\/[^/]+\/download$/;
/**
 * Nothing a visitor searches for: code, drawings, hidden parts, forms, the breadcrumb (kept apart), and the
 * furniture many pages repeat: lists of other pages, tables of contents, closing calls to action, and the
 * gallery's side column (its related services and the way back), which would otherwise fill excerpts.
 */
const UNREAD = [
  "script",
  "style",
  "svg",
  "noscript",
  "template",
  "form",
  "nav",
  "[hidden]",
  '[aria-hidden="true"]',
  '[aria-labelledby="related-title"]',
  '[aria-labelledby="industry-services-title"]',
  '[aria-labelledby="toc-title"]',
  '[aria-labelledby$="cta-title"]',
  "aside:not([aria-labelledby])",
];

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

type BreadcrumbList = { "@type"?: string; itemListElement?: { name?: string }[] };

/** The breadcrumb's names above the page, from its BreadcrumbList JSON-LD (the same list the visible breadcrumb shows). */
function breadcrumbOf(html: string): string[] {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(json ?? "") as BreadcrumbList;
      if (data["@type"] === "BreadcrumbList" && data.itemListElement)
        return data.itemListElement.slice(0, -1).map((item) => clean(item.name ?? ""));
    } catch {
      // Another kind of data block, or one this reader does not understand: the page just has no breadcrumb.
    }
  }
  return [];
}

/**
 * The search's view of one pre-rendered page: what its <main> shows, its title, headings and breadcrumb,
 * its kind and the industries and services it belongs to. Undefined for a page kept out of search
 * (noindex, such as the employee portal, and the whitepaper download gates).
 */
export function extractDocument(
  route: string,
  html: string,
  facets: PageFacets = { industries: [], services: [] },
  labels: { industries: Record<string, string>; services: Record<string, string> } = { industries: {}, services: {} },
): SearchDocument | undefined {
  if (NOINDEX.test(html) || DOWNLOAD_GATE.test(route)) return undefined;
  // Only <main> is parsed: the rest of a page is the shell and its scripts, several times the size of the text.
  const mainHtml = /<main\b[\s\S]*<\/main>/.exec(html)?.[0];
  if (!mainHtml) return undefined;
  const main = parse(mainHtml, { blockTextElements: { script: false, style: false, noscript: false, pre: true } });
  const breadcrumb = breadcrumbOf(html);
  for (const selector of UNREAD) for (const element of main.querySelectorAll(selector)) element.remove();
  // An offering's related offerings follow their heading as a list, outside any labelled section.
  for (const heading of main.querySelectorAll("#related-title")) heading.nextElementSibling?.remove();
  const h1 = main.querySelector("h1");
  const documentTitle = clean(parse(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").text.replace(/\s*\|[^|]*$/, ""));
  const title = clean(h1?.text ?? "") || documentTitle || route;
  const headings = main
    .querySelectorAll("h2, h3")
    .map((heading) => clean(heading.text))
    .filter(Boolean)
    .join("\n");
  h1?.remove();
  const kind = pageKindOf(route);
  const keywords = [
    pageKinds[kind],
    ...breadcrumb.slice(1),
    ...facets.industries.map((slug) => labels.industries[slug] ?? slug),
    ...facets.services.map((slug) => labels.services[slug] ?? slug),
  ].join(", ");
  return {
    id: route,
    title,
    name: documentTitle === title ? "" : documentTitle,
    headings,
    keywords,
    body: clean(main.structuredText),
    kind,
    breadcrumb,
    industries: facets.industries,
    services: facets.services,
  };
}
