import type { RequestHandler } from "express";
import { CROSS_SITE_REFUSAL, isCrossSite } from "#server/leads/request-guards.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Answers a post from another site with the contract's 403 before React Router sees it: React Router's
 * own origin check would answer a page post with an empty 400 instead.
 */
export function refuseCrossSitePosts(trustedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const headers = { get: (name: string) => req.get(name) };
    if (!isCrossSite(headers, `${req.protocol}://${req.host}`, trustedOrigins)) return next();
    res.status(403).json({ Status: false, error: CROSS_SITE_REFUSAL });
  };
}
