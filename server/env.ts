/** The process environment: the one place the site reads it; each config module parses its own part. */
export function environment(): NodeJS.ProcessEnv {
  return process.env;
}

/** The canonical origin for links, sitemap and Open Graph, without a trailing slash. */
export function siteOrigin(raw: string = environment().SITE_URL ?? "http://localhost:3000"): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL must use http or https, got "${raw}"`);
  return url.origin;
}
