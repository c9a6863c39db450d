import { absoluteUrl } from "#app/lib/site-url.ts";

export type BuiltPage = { route: string; html: string };

const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*noindex/i;

/**
 * sitemap.xml for the pre-rendered pages: every page the route table and the collections produced,
 * except those whose own meta says noindex. The build output is the one list of URLs.
 */
export function sitemapXml(origin: string, pages: readonly BuiltPage[]): string {
  const urls = pages
    .filter((page) => !NOINDEX.test(page.html))
    .map((page) => page.route)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
    .map((route) => `  <url><loc>${absoluteUrl(origin, route)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
