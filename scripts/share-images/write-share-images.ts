import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fillSiteTokens, site } from "#app/.server/content/site.ts";
import { readSingleton } from "#app/.server/content/content-files.ts";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { withoutSiteName } from "#app/lib/page-title.ts";
import { paths } from "#shared/paths.ts";
import { seedOf } from "#app/lib/seeded-random.ts";
import { designColors, svgDataUri } from "./design-colors";
import { pageFacts } from "./page-facts";
import { pageWords } from "./page-words";
import { renderCard } from "./render-card";
import { ShareBackground } from "./share-background";

export type BuiltPage = { route: string; html: string };

// What the pictures are drawn from (with the theme's colours): a change to any of these redraws every image.
const drawnFrom = [
  "scripts/share-images/share-card.tsx",
  "scripts/share-images/share-background.tsx",
  "scripts/share-images/render-card.ts",
  "app/components/sections/hero-art-drawing.tsx",
  "app/components/layout/logo.tsx",
  "node_modules/satori/package.json",
  "node_modules/@resvg/resvg-js/package.json",
  "node_modules/@fontsource/inter/package.json",
];
const cacheDir = path.resolve("node_modules/.cache/share-images");
const concurrency = 4;

/**
 * Writes, under `clientDir`, the share image each pre-rendered page names in its Open Graph tags (normally
 * `paths.shareImage` of its own path), from the page's own title and the part of the site it is in. Pages whose
 * meta names no share image are skipped.
 * An image already drawn from the same words and the same drawing code is copied from the cache.
 */
export async function writeShareImages(pages: BuiltPage[], clientDir: string): Promise<{ drawn: number; reused: number }> {
  const source = "content/share-images.yaml";
  const words = readSingleton("shareImages");
  // The labels and titles may name site facts ({{tagline}}, {{shortName}}).
  const content = {
    ...words,
    sections: words.sections.map((section) => ({ ...section, title: section.title && fillSiteTokens(section.title, source) })),
  };
  const fallback = fillSiteTokens(content.fallback, source);
  const colors = designColors();
  const version = createHash("sha256")
    .update([...drawnFrom.map((file) => readFileSync(file, "utf8")), JSON.stringify([...colors])].join("\0"))
    .digest("hex");
  const mark = svgDataUri(renderToStaticMarkup(createElement(LogoMark)), colors);
  mkdirSync(cacheDir, { recursive: true });

  const named = new Set<string>();
  const jobs = pages.flatMap(({ route, html }) => {
    const { documentTitle, image } = pageFacts(html);
    const pathname = image && new URL(image, "http://localhost").pathname;
    // Only images under /share/ are drawn here (the default one is a file of public/), each once.
    if (!documentTitle || !pathname || !isShareImage(pathname) || named.has(pathname)) return [];
    named.add(pathname);
    const words = {
      ...pageWords(route, withoutSiteName(documentTitle, site.name), { ...content, fallback }),
      brand: site.name,
      footer: content.footer,
    };
    return [{ route, file: path.join(clientDir, pathname), words }];
  });

  let drawn = 0;
  await inPool(jobs, concurrency, async ({ route, file, words }) => {
    const seed = seedOf(route);
    const cached = path.join(
      cacheDir,
      `${createHash("sha256")
        .update(JSON.stringify([version, seed, words]))
        .digest("hex")}.png`,
    );
    mkdirSync(path.dirname(file), { recursive: true });
    if (existsSync(cached)) return copyFileSync(cached, file);
    const art = svgDataUri(renderToStaticMarkup(createElement(ShareBackground, { seed })), colors);
    const png = await renderCard({ ...words, art, mark, colors });
    writeFileSync(cached, png);
    writeFileSync(file, png);
    drawn += 1;
  });
  return { drawn, reused: jobs.length - drawn };
}

/** A path in the share images' own folder (as `paths.shareImage` makes them), never one that climbs out of it. */
function isShareImage(pathname: string): boolean {
  return (
    pathname.startsWith(path.posix.dirname(paths.shareImage("/")) + "/") && pathname.endsWith(".png") && !pathname.split("/").includes("..")
  );
}

/** Runs `task` over `items`, at most `limit` at a time (resvg rasterises on libuv's thread pool). */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void> | void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
