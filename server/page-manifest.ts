import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** What the build wrote for each pre-rendered page: its HTML file and the CSP hashes of its inline scripts. */
export type PageManifest = Record<string, { file: string; scriptHashes: string[] }>;

export type StaticPage = { html: Buffer; etag: string; csp: string[] };

export const PAGE_MANIFEST_FILE = "page-manifest.json";

export function loadStaticPages(buildDir: string): Map<string, StaticPage> {
  const manifestPath = path.join(buildDir, PAGE_MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run "npm run build" first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PageManifest;
  const pages = new Map<string, StaticPage>();
  for (const [route, entry] of Object.entries(manifest)) {
    const html = readFileSync(path.join(buildDir, "client", entry.file));
    const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
    pages.set(route, { html, etag, csp: entry.scriptHashes });
  }
  return pages;
}
