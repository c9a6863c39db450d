import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { storedFile, type Precompressed } from "./precompressed";

/** What the build wrote for each pre-rendered page: its HTML file and the CSP hashes of its inline scripts. */
export type PageManifest = Record<string, { file: string; scriptHashes: string[] }>;

export type StaticPage = { html: Precompressed; csp: string[] };

export const PAGE_MANIFEST_FILE = "page-manifest.json";

/** Every pre-rendered page, held in memory with the compressed copies the build made. */
export function loadStaticPages(buildDir: string): Map<string, StaticPage> {
  const manifestPath = path.join(buildDir, PAGE_MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run "npm run build" first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PageManifest;
  const pages = new Map<string, StaticPage>();
  for (const [route, entry] of Object.entries(manifest)) {
    pages.set(route, { html: storedFile(path.join(buildDir, "client", entry.file)), csp: entry.scriptHashes });
  }
  return pages;
}
