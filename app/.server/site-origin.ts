import { DEFAULT_SITE_URL, siteOriginOf } from "#shared/site-origin.ts";

/**
 * The canonical origin for links, feeds and structured data (SITE_URL's), as the process rendering the page sees it:
 * the build, for every pre-rendered page. Read here rather than from the server's config (server/env.ts), which the
 * app reaches only through the request context.
 */
export function siteOrigin(): string {
  return siteOriginOf(process.env.SITE_URL ?? DEFAULT_SITE_URL);
}
