import { readdirSync } from "node:fs";
import path from "node:path";
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL } from "./cache-control";
import { storedFile, type Precompressed } from "./precompressed";

// Text worth compressing; fonts and images are compressed formats already and stay with express.static.
const TEXT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script",
};

export type TextAsset = { file: Precompressed; type: string; cacheControl: string };

/** Whether the server keeps a build file in memory, compressed (pages are .html files, listed by the page manifest). */
export const isTextFile = (name: string) => name.endsWith(".html") || Object.hasOwn(TEXT_TYPES, path.extname(name));

/** Every text file of the client build by URL path, held in memory with the compressed copies the build made. */
export function loadTextAssets(clientDir: string): Map<string, TextAsset> {
  const assets = new Map<string, TextAsset>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const type = TEXT_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !type) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(clientDir, absolute).split(path.sep).join("/")}`;
    const cacheControl = urlPath.startsWith("/assets/") ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL;
    assets.set(urlPath, { file: storedFile(absolute), type, cacheControl });
  }
  return assets;
}
