import path from "node:path";
import type { ContentSetName } from "#content/schema/registry.ts";
import { serviceFamilies } from "#content/schema/service-family.ts";
import { fixedPaths, paths } from "#shared/paths.ts";
import { articleKinds } from "#shared/article-kinds.ts";
import { contentRoot } from "./content-root";
import { entryFilesOf } from "./content-files";

export type SitePages = Map<string, ReadonlySet<string> | null>;

/** The collections whose every entry has a page of its own, and where. */
const pagedCollections = {
  services: paths.service,
  aiOfferings: paths.aiOffering,
  industries: paths.industry,
  webinars: paths.webinar,
  gallery: paths.galleryItem,
} satisfies Partial<Record<ContentSetName, (slug: string) => string>>;

/**
 * Every address the site answers under a content tree, from shared/paths.ts and the collections' file names
 * (which are their slugs: read from the folders, so checking a collection's own links never waits on loading it).
 * A page maps to the ids its links may target, where those ids come from content; null where they are not known.
 */
export function buildSitePages(root = contentRoot): SitePages {
  const pages: SitePages = new Map();
  const add = (url: string, anchors: ReadonlySet<string> | null = null) => pages.set(url, anchors);
  const slugsOf = (name: ContentSetName) => entryFilesOf(name, root).map((file) => path.basename(file, path.extname(file)));
  for (const value of [...Object.values(paths), ...Object.values(fixedPaths)]) if (typeof value === "string") add(value);
  add(paths.servicesHub, new Set(serviceFamilies));
  for (const [name, address] of Object.entries(pagedCollections)) for (const slug of slugsOf(name as ContentSetName)) add(address(slug));
  for (const kind of [...articleKinds, "webinars", "digital-brochures"] as const) add(paths.resourceList(kind));
  for (const [kind, name] of [
    ["blogs", "blogs"],
    ["whitepapers", "whitepapers"],
    ["case-studies", "caseStudies"],
  ] as const) {
    add(paths.resourceListFeed(kind));
    for (const keyword of slugsOf(name)) {
      add(paths.article(kind, keyword));
      if (kind === "whitepapers") add(paths.whitepaperDownload(keyword));
    }
  }
  return pages;
}

let sitePages: SitePages | undefined;

/** Why an internal link leads nowhere, or null when its page (and its #anchor, where known) exists. */
export function brokenLinkReason(href: string, pages: SitePages = (sitePages ??= buildSitePages())): string | null {
  const url = new URL(href, "https://site.invalid");
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  if (!pages.has(pathname)) return "no page has this address";
  const anchors = pages.get(pathname);
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (anchor && anchors && !anchors.has(anchor)) return `${pathname} has no element with the id "${anchor}"`;
  return null;
}

/** A link within the site: a path from the root, not a protocol-relative address. */
export const isInternalLink = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** Every `href` value in validated content, with where it sits (field path), for the link check. */
export function hrefsIn(value: unknown, at: string[] = []): { field: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hrefsIn(item, [...at, String(index)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      key === "href" && typeof item === "string" ? [{ field: [...at, key].join("."), href: item }] : hrefsIn(item, [...at, key]),
    );
  return [];
}

/** The targets of a Markdown body's links and HTML anchors, for the link check. */
export function markdownLinks(body: string): { field: string; href: string }[] {
  const targets = [...body.matchAll(/\]\(\s*<?([^)\s>]+)/g), ...body.matchAll(/\bhref="([^"]+)"/g)].map((match) => match[1]!);
  return targets.map((href) => ({ field: "body", href }));
}

/** The problems of a source's internal links, one line each naming the field and the link. */
export function internalLinkProblems(links: readonly { field: string; href: string }[], pages?: SitePages): string[] {
  return links.flatMap(({ field, href }) => {
    if (!isInternalLink(href)) return [];
    const reason = brokenLinkReason(href, pages);
    return reason ? [`  - ${field}: the internal link "${href}" leads nowhere: ${reason}`] : [];
  });
}
