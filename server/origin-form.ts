import type { RequestHandler } from "express";

// Any origin: only the path and query of a parsed target are used, never its host.
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * The request target as a URL. RFC 9112 lets the request line carry a whole URL (absolute form), so the
 * target is not always a path; an origin-form target is read as a path even when it starts with `//`.
 */
export function parsedTarget(target: string): URL | undefined {
  try {
    return new URL(target.startsWith("/") ? PLACEHOLDER_ORIGIN + target : target);
  } catch {
    return undefined;
  }
}

/**
 * A server must accept an absolute-form target (`GET http://host/services HTTP/1.1`). Everything after this
 * reads `req.url` as a path, so the target is turned into its path and query here, and its host is dropped:
 * the site answers for its own origin whatever a request line names.
 */
export const originFormTarget: RequestHandler = (req, res, next) => {
  if (req.url.startsWith("/")) return next();
  const target = parsedTarget(req.url);
  if (!target) {
    res.status(400).type("text/plain").send("Bad request target");
    return;
  }
  // Express keeps the request line's target in originalUrl, which the page lookup and React Router read.
  req.url = req.originalUrl = target.pathname + target.search;
  next();
};
