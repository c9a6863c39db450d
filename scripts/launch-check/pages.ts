// Which built pages show a piece of text: each pre-rendered page's visible words and link addresses.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_MANIFEST_FILE, type PageManifest } from "#server/page-manifest.ts";

export type PageText = { route: string; text: string };

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/** Whitespace of any kind (no-break spaces included) as one space, so a quote matches however the page breaks it. */
export function normaliseText(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

/** What a visitor can read on a page, plus what search results and links show: meta descriptions and link addresses. */
export function visibleText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
  const hrefs = [...withoutCode.matchAll(/\shref="([^"]*)"/gi)].map((match) => match[1]);
  const metas = [...withoutCode.matchAll(/<meta\b[^>]*\scontent="([^"]*)"/gi)].map((match) => match[1]);
  return normaliseText(decodeEntities(`${withoutCode.replace(/<[^>]*>/g, " ")} ${[...hrefs, ...metas].join(" ")}`));
}

/** Every pre-rendered page of the build in `buildDir`, as visible text. */
export function readBuiltPages(buildDir: string): PageText[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, PAGE_MANIFEST_FILE), "utf8")) as PageManifest;
  return Object.entries(manifest)
    .map(([route, entry]) => ({ route, text: visibleText(readFileSync(path.join(buildDir, "client", entry.file), "utf8")) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The routes whose text contains any of the quotes. */
export function pagesShowing(quotes: readonly string[], pages: readonly PageText[]): string[] {
  const needles = quotes.map(normaliseText).filter(Boolean);
  return pages.filter((page) => needles.some((needle) => page.text.includes(needle))).map((page) => page.route);
}
