import { pagePaths } from "~/.server/content/pages";
import { siteOrigin } from "~/.server/env";
import { absoluteUrl } from "~/lib/site-url";

export function loader() {
  const origin = siteOrigin();
  const urls = pagePaths()
    .map((path) => `  <url><loc>${absoluteUrl(origin, path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
