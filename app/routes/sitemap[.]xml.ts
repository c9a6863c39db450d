import { pagePaths } from "#app/.server/content/pages.ts";
import { siteOrigin } from "#app/.server/env.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";

export function loader() {
  const origin = siteOrigin();
  const urls = pagePaths()
    .map((path) => `  <url><loc>${absoluteUrl(origin, path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
