import { existsSync, readFileSync } from "node:fs";

const builtSitemap = `${process.env.BUILD_DIR ?? "build"}/client/sitemap.xml`;

/**
 * The paths of every page in the built sitemap.xml (the file the server serves), read when the
 * tests are collected so that each page becomes its own test.
 */
export function sitemapPaths(): string[] {
  if (!existsSync(builtSitemap)) throw new Error(`${builtSitemap} is missing: run "npm run build" before the browser tests.`);
  const xml = readFileSync(builtSitemap, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * Every page the build pre-rendered (build/page-manifest.json), including pages kept out of the sitemap
 * with noindex, such as the employee portal: the browser suite checks them all.
 */
export function builtPagePaths(): string[] {
  const manifest = `${process.env.BUILD_DIR ?? "build"}/page-manifest.json`;
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: run "npm run build" before the browser tests.`);
  return Object.keys(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, unknown>).sort();
}
