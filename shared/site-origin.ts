/** Where the site runs without SITE_URL set (development, tests). */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** An absolute http(s) URL's origin, without a trailing slash; anything else is refused in words naming SITE_URL. */
export function siteOriginOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`SITE_URL must use http or https, got "${raw}"`);
  return url.origin;
}
