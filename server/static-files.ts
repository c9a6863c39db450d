import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { PAGE_CACHE_CONTROL } from "./cache-control";
import { contentSecurityPolicy } from "./csp";
import { loadStaticPages, type StaticPage } from "./page-manifest";
import { compressOnce } from "./precompressed";
import { SECURITY_HEADERS } from "./security-headers";
import { sendPrecompressed } from "./send-precompressed";
import { loadTextAssets, type TextAsset } from "./text-assets";

export type StaticFiles = {
  pages: Map<string, StaticPage>;
  assets: Map<string, TextAsset>;
  compressed: Promise<{ atBuild: number; atStart: number }>;
};

/**
 * Reads the build's pages and text files into memory with the compressed copies the build wrote. Any file
 * without them (a build made before they existed, or edited since) is compressed once in the background,
 * one at a time, so a core stays free for visitors; until then it goes out as it is.
 */
export function loadStaticFiles(buildDir: string): StaticFiles {
  const pages = loadStaticPages(buildDir);
  const assets = loadTextAssets(path.join(buildDir, "client"));
  const files = [...[...pages.values()].map((page) => page.html), ...[...assets.values()].map((asset) => asset.file)];
  const missing = files.filter((file) => !file.br || !file.gzip);
  const compressed = (async () => {
    for (const file of missing) await compressOnce(file);
    return { atBuild: files.length - missing.length, atStart: missing.length };
  })();
  return { pages, assets, compressed };
}

/**
 * Answers GET and HEAD for the pre-rendered pages and text files straight from memory, before Express:
 * its routing alone would cost more than sending the stored bytes. Returns false for anything else.
 * A page in `liveWithQuery` was pre-rendered for its bare address only: with a query string (a list's
 * filters, from a form that works without JavaScript) it goes to the app to be rendered for that query.
 */
export function serveStaticFile(files: Pick<StaticFiles, "pages" | "assets">, liveWithQuery: ReadonlySet<string> = new Set()) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.headers.host || !req.url) return false;
    const query = req.url.indexOf("?");
    const pathname = query === -1 ? req.url : req.url.slice(0, query);
    const page = query !== -1 && query < req.url.length - 1 && liveWithQuery.has(pathname) ? undefined : files.pages.get(pathname);
    const asset = page ? undefined : files.assets.get(pathname);
    if (!page && !asset) return false;
    for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name] as string);
    if (page) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.csp));
      res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
      sendPrecompressed(req, res, page.html, "text/html; charset=utf-8");
    } else if (asset) {
      res.setHeader("Cache-Control", asset.cacheControl);
      sendPrecompressed(req, res, asset.file, asset.type);
    }
    return true;
  };
}
