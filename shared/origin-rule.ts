import { siteOriginOf } from "./site-origin";

/**
 * The one origin rule for state-changing requests (docs/operations.md, "The origin rule"). This site's origins are
 * SITE_URL's and those EXTRA_ORIGINS lists (never the request's `Host`, which a client sets); only with SITE_URL unset
 * (development and tests, where the site has no configured address) does the origin a request was addressed to count.
 *
 * - A request whose Origin is one of them comes from this site; one whose Origin is another (or "null") does not.
 * - Without Origin, Sec-Fetch-Site decides: `same-origin` is this site; `same-site`, `cross-site` are not; absent or
 *   `none` (a typed address, a script outside a browser) states nothing.
 *
 * A staff post must come from this site (one that states nothing is refused: every browser sends Origin with a
 * post). Every other post (the public lead forms and API, in their contract's words) is refused when it shows another
 * site, and accepted when it states nothing (an API client). The rule is applied before React Router to every
 * request (cross-site-posts.ts), by the lead gate (whose API is answered before Express), and by the staff guard (app/.server/staff/staff-guard.ts).
 */

/** The configured origins: SITE_URL's when set, and any further ones the site is also served at. */
export type SiteOrigins = { site?: string; extra: readonly string[] };

export type PostOrigin = "this-site" | "other-site" | "unstated";

export type HeaderReader = { get(name: string): string | null | undefined };

export class OriginConfigError extends Error {
  override name = "OriginConfigError";
}

/** SITE_URL and EXTRA_ORIGINS (comma-separated absolute http(s) URLs) as origins; a bad value names its variable. */
export function readSiteOrigins(env: NodeJS.ProcessEnv): SiteOrigins {
  const parse = (name: string, raw: string) => {
    try {
      return siteOriginOf(raw);
    } catch (error) {
      throw new OriginConfigError((error as Error).message.replace(/^SITE_URL/, name));
    }
  };
  const extra = (env.EXTRA_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => parse("EXTRA_ORIGINS", entry));
  return { site: env.SITE_URL ? parse("SITE_URL", env.SITE_URL) : undefined, extra };
}

/** The origins a request to `requestUrl` counts as this site's. */
export function ownOrigins(origins: SiteOrigins, requestUrl: string): string[] {
  return [origins.site ?? new URL(requestUrl).origin, ...origins.extra];
}

/** The host names React Router's own Origin check must let through for the rule above to decide (its allowedActionOrigins). */
export function configuredHosts(origins: SiteOrigins): string[] {
  return [...(origins.site ? [origins.site] : []), ...origins.extra].map((origin) => new URL(origin).host);
}

/** Where a state-changing request says it comes from. */
export function postOrigin(headers: HeaderReader, own: readonly string[]): PostOrigin {
  const origin = headers.get("origin");
  if (origin !== null && origin !== undefined) return own.includes(origin) ? "this-site" : "other-site";
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "same-origin") return "this-site";
  return !fetchSite || fetchSite === "none" ? "unstated" : "other-site";
}

/** Staff posts: this site only. */
export const refusedAsStaffPost = (origin: PostOrigin) => origin !== "this-site";

/** Every other post (the public lead forms and API, their contract): refused when another site shows. */
export const refusedAsPublicPost = (origin: PostOrigin) => origin === "other-site";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const changesState = (method: string) => !SAFE_METHODS.has(method.toUpperCase());
