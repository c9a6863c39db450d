import type { RequestHandler } from "express";
import { isStaffPath } from "#shared/staff-paths.ts";

/** What every staff answer carries: never stored by a browser or a cache, never indexed. */
export const STAFF_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * Sets STAFF_HEADERS on every answer under /staff (pages, data requests, redirects, 403s and 404s alike), before
 * anything answers, so no path under /staff escapes them.
 */
export const staffResponseHeaders: RequestHandler = (req, res, next) => {
  if (isStaffPath(req.path)) for (const [name, value] of Object.entries(STAFF_HEADERS)) res.setHeader(name, value);
  next();
};
