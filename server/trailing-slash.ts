import type { RequestHandler } from "express";
import { sameSitePath } from "./same-site-path";

// Any origin: only the path and query of the parsed target are used, never its host.
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * The request target as a URL. RFC 9112 lets the request line carry a whole URL (absolute form), so the
 * target is not always a path; an origin-form target is read as a path even when it starts with `//`.
 */
function parsedTarget(target: string): URL | undefined {
  try {
    return new URL(target.startsWith("/") ? PLACEHOLDER_ORIGIN + target : target);
  } catch {
    return undefined;
  }
}

/**
 * `/services/` and `/services` are one page: the slash form redirects, keeping the query. The redirect is
 * never stored (`no-store`): it costs a round trip to compute again, and no cache, shared or the browser's,
 * can then keep an answer to a target it should not have had, or outlive a change to this rule.
 */
export const redirectTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = parsedTarget(req.url);
  if (target && target.pathname.length > 1 && target.pathname.endsWith("/")) {
    res.setHeader("Cache-Control", "no-store");
    return res.redirect(301, sameSitePath(target.pathname) + target.search);
  }
  next();
};
