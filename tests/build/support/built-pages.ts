import { readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_MANIFEST_FILE, type PageManifest } from "#server/page-manifest.ts";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
export const clientDir = path.join(buildDir, "client");

export type BuiltPage = { route: string; file: string; html: string; scriptHashes: string[] };

let pages: BuiltPage[] | undefined;

export function pageManifest(): PageManifest {
  return JSON.parse(readFileSync(path.join(buildDir, PAGE_MANIFEST_FILE), "utf8")) as PageManifest;
}

/** Every pre-rendered page as the build left it (the page manifest's list), in route order. */
export function builtPages(): BuiltPage[] {
  pages ??= Object.entries(pageManifest())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, entry]) => ({ route, file: entry.file, html: readFileSync(path.join(clientDir, entry.file), "utf8"), scriptHashes: entry.scriptHashes }));
  return pages;
}

/** A file of the client build by its URL (`/assets/x.js`). */
export const readClientFile = (url: URL) => readFileSync(path.join(clientDir, decodeURIComponent(url.pathname)));

/** The page's URL on any origin, for resolving what it refers to. */
export const pageUrl = (route: string) => new URL(route, "http://build.local");

/** The HTML with its <noscript> blocks removed: what a browser running scripts reads. */
export const withoutNoscript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
