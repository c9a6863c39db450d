import path from "node:path";
import { aiOfferings } from "#content/ai-offerings.ts";
import { diagrams } from "#content/gallery.ts";
import { industries } from "#content/industries.ts";
import { serviceFamilies } from "#content/schema/service-family.ts";
import { services } from "#content/services.ts";
import { webinars } from "#content/webinars.ts";
import { articleKinds } from "#app/lib/article-kinds.ts";
import { fixedPaths, paths } from "#app/lib/paths.ts";
import { markdownFilesIn } from "./content-root";

/**
 * Every address the site answers, from app/lib/paths.ts and the collections' slugs as written (read raw, so
 * checking a collection's own links never waits on loading it). A page maps to the ids its links may
 * target, where those ids come from content; null where they are not known here.
 */
function buildSitePages(): Map<string, ReadonlySet<string> | null> {
  const pages = new Map<string, ReadonlySet<string> | null>();
  const add = (url: string, anchors: ReadonlySet<string> | null = null) => pages.set(url, anchors);
  for (const value of [...Object.values(paths), ...Object.values(fixedPaths)]) if (typeof value === "string") add(value);
  add(paths.servicesHub, new Set(serviceFamilies));
  for (const { slug } of services) add(paths.service(slug));
  for (const { slug } of aiOfferings) add(paths.aiOffering(slug));
  for (const { slug } of industries) add(paths.industry(slug));
  for (const { slug } of webinars) add(paths.webinar(slug));
  for (const { slug } of diagrams) add(paths.galleryItem(slug));
  for (const kind of [...articleKinds, "webinars", "digital-brochures"] as const) add(paths.resourceList(kind));
  for (const kind of articleKinds) {
    add(paths.resourceListFeed(kind));
    const keywords = markdownFilesIn(kind).map((file) => path.basename(file, ".md"));
    for (const keyword of keywords) add(paths.article(kind, keyword));
    if (kind === "whitepapers") for (const keyword of keywords) add(paths.whitepaperDownload(keyword));
  }
  return pages;
}

let sitePages: Map<string, ReadonlySet<string> | null> | undefined;

/** Why an internal link leads nowhere, or null when its page (and its #anchor, where known) exists. */
export function brokenLinkReason(href: string): string | null {
  sitePages ??= buildSitePages();
  const url = new URL(href, "https://site.invalid");
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  if (!sitePages.has(pathname)) return "no page has this address";
  const anchors = sitePages.get(pathname);
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
export function internalLinkProblems(links: readonly { field: string; href: string }[]): string[] {
  return links.flatMap(({ field, href }) => {
    if (!isInternalLink(href)) return [];
    const reason = brokenLinkReason(href);
    return reason ? [`  - ${field}: the internal link "${href}" leads nowhere: ${reason}`] : [];
  });
}
