import type { RequestHandler } from "express";
import { parsedTarget } from "./origin-form";
import { sameSitePath } from "./same-site-path";

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
