import { gzipSync } from "node:zlib";

const staticImport = /(?:\bfrom|\bimport)\s*"([^"]+\.js)"/g;
const entryGroup = /window\.__reactRouterManifest\s*=\s*\{\s*"entry":\s*(\{[^}]*\})/;

export type PageJavaScript = {
  /** Gzipped bytes of every module the page loads on first view. */
  total: number;
  /** The part of `total` that is React and React Router themselves: the manifest's entry group. */
  entry: number;
  /** `total - entry`: what the site's own code and its other libraries cost. */
  beyondEntry: number;
  /** Gzipped bytes per loaded module beyond the entry group, by URL path. */
  modules: Map<string, number>;
};

/** The manifest's entry group (`entry.module` plus `entry.imports`) as absolute URLs. */
function entryModules(html: string, pageUrl: URL): Set<string> {
  const match = entryGroup.exec(html);
  if (!match) throw new Error(`No window.__reactRouterManifest entry in ${pageUrl.href}`);
  const entry = JSON.parse(match[1]!) as { module: string; imports: string[] };
  return new Set([entry.module, ...entry.imports].map((path) => new URL(path, pageUrl).href));
}

/** Reads a file the page refers to, by URL: over HTTP for the benchmark, from build/client for the build gate. */
export type ReadModule = (url: URL) => Promise<Buffer>;

/** The gzipped size the page-weight figures use. */
export const gzippedBytes = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * The gzipped JavaScript a page loads on first view: what its HTML preloads or imports (the inline
 * module script), and everything those modules import statically, recursively; split into the
 * entry group (React and React Router) and the rest.
 */
export async function pageJavaScript(origin: string, path: string): Promise<PageJavaScript> {
  const pageUrl = new URL(path, origin);
  const html = await (await fetch(pageUrl)).text();
  return pageJavaScriptOf(html, pageUrl, async (url) => Buffer.from(await (await fetch(url)).arrayBuffer()));
}

/** pageJavaScript for a page's HTML already at hand, reading its modules with `read`. */
export async function pageJavaScriptOf(html: string, pageUrl: URL, read: ReadModule): Promise<PageJavaScript> {
  // A page without scripts (app/rendering/page-scripts.ts) loads none: it has no module script and no manifest.
  if (!/<script\b[^>]*\btype="module"/.test(html)) return { total: 0, entry: 0, beyondEntry: 0, modules: new Map() };
  const entry = entryModules(html, pageUrl);
  const queue: URL[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) queue.push(new URL(match[1]!, pageUrl));
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) queue.push(new URL(match[1]!, pageUrl));
  for (const match of html.matchAll(/import(?:\(| |\s*\* as \w+ from )"(\/assets\/[^"]+\.js)"/g)) queue.push(new URL(match[1]!, pageUrl));
  const seen = new Set<string>();
  const result: PageJavaScript = { total: 0, entry: 0, beyondEntry: 0, modules: new Map() };
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const body = await read(url);
    const bytes = gzippedBytes(body);
    result.total += bytes;
    if (entry.has(url.href)) result.entry += bytes;
    else result.modules.set(url.pathname, bytes);
    for (const match of body.toString("utf8").matchAll(staticImport)) queue.push(new URL(match[1]!, url));
  }
  result.beyondEntry = result.total - result.entry;
  return result;
}

/** Gzipped bytes of the JavaScript a page loads on first view (see pageJavaScript). */
export async function pageJavaScriptBytes(origin: string, path: string): Promise<number> {
  return (await pageJavaScript(origin, path)).total;
}
