import { changesState, ownOrigins, postOrigin, refusedAsStaffPost, type SiteOrigins } from "#shared/origin-rule.ts";
import { STAFF_ORIGIN_REFUSAL } from "#shared/staff-origin-refusal.ts";

/**
 * Throws a 403 for a state-changing staff request that does not prove it comes from this site, by the site's one
 * origin rule (shared/origin-rule.ts): its Origin is not SITE_URL's (or one of EXTRA_ORIGINS), or, without Origin,
 * Sec-Fetch-Site is not same-origin. `origins` are the ones the server read at start (server/app-services.ts). A request carrying neither header is refused too: every browser sends Origin
 * with a post, so only a script outside a browser sends neither. The server applies the same rule before React Router.
 */
export function requireSameOrigin(request: Request, origins: SiteOrigins): void {
  if (!changesState(request.method)) return;
  if (!refusedAsStaffPost(postOrigin(request.headers, ownOrigins(origins, request.url)))) return;
  throw new Response(STAFF_ORIGIN_REFUSAL, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
