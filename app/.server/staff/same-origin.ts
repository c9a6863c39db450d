import { siteOrigin } from "#app/.server/env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins this site answers as: the one the request was addressed to, and SITE_URL's when set. */
function ownOrigins(request: Request): string[] {
  const own = [new URL(request.url).origin];
  if (process.env.SITE_URL) own.push(siteOrigin(process.env.SITE_URL));
  return own;
}

/**
 * Throws a 403 for a state-changing request that does not prove it comes from this site: its Origin is another
 * (or "null"), or, without Origin, Sec-Fetch-Site is not same-origin. A request carrying neither header is refused
 * too: every browser sends Origin with a post, so only a script outside a browser sends neither.
 */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin !== null ? ownOrigins(request).includes(origin) : request.headers.get("sec-fetch-site") === "same-origin") return;
  throw new Response("Cross-origin requests are refused", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
