import { gzipSync } from "node:zlib";

/** Gzipped bytes of the JavaScript a page loads on first view: its module scripts and modulepreloads. */
export async function pageJavaScriptBytes(origin: string, path: string): Promise<number> {
  const html = await (await fetch(origin + path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import(?:\(| )"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}
