import { DEFAULT_SITE_URL, siteOriginOf } from "#shared/site-origin.ts";

/** The process environment: the one place the site reads it; each config module parses its own part. */
export function environment(): NodeJS.ProcessEnv {
  return process.env;
}

/** The canonical origin for links, sitemap and Open Graph, without a trailing slash. */
export function siteOrigin(raw: string = environment().SITE_URL ?? DEFAULT_SITE_URL): string {
  return siteOriginOf(raw);
}
