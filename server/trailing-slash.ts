import type { RequestHandler } from "express";
import { sameSitePath } from "./same-site-path";

/** `/services/` and `/services` are one page: the slash form redirects, keeping the query. */
export const redirectTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.url.slice(req.path.length);
    return res.redirect(301, sameSitePath(req.path) + query);
  }
  next();
};
