import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "./csp";
import type { StaticPage } from "./page-manifest";
import { sameSitePath } from "./same-site-path";

/** Serves the pre-rendered HTML pages with their own script hashes in the CSP. */
export function staticPages(pages: Map<string, StaticPage>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.url.slice(req.path.length);
      return res.redirect(301, sameSitePath(req.path) + query);
    }
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.csp));
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.type("html");
    if (req.headers["if-none-match"] === page.etag) return res.status(304).end();
    res.send(page.html);
  };
}
