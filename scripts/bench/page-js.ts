import { gzipSync } from "node:zlib";

const staticImport = /(?:\bfrom|\bimport)\s*"([^"]+\.js)"/g;

/**
 * Gzipped bytes of the JavaScript a page loads on first view: what its HTML preloads or imports
 * (the inline module script), and everything those modules import statically, recursively.
 */
export async function pageJavaScriptBytes(origin: string, path: string): Promise<number> {
  const pageUrl = new URL(path, origin);
  const html = await (await fetch(pageUrl)).text();
  const queue: URL[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) queue.push(new URL(match[1]!, pageUrl));
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) queue.push(new URL(match[1]!, pageUrl));
  for (const match of html.matchAll(/import(?:\(| |\s*\* as \w+ from )"(\/assets\/[^"]+\.js)"/g)) queue.push(new URL(match[1]!, pageUrl));
  const seen = new Set<string>();
  let total = 0;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
    for (const match of body.toString("utf8").matchAll(staticImport)) queue.push(new URL(match[1]!, url));
  }
  return total;
}
