import type { RequestHandler } from "express";
import { environment } from "#server/env.ts";
import { isStaffPath } from "#shared/staff-paths.ts";
import { CROSS_SITE_REFUSAL } from "#server/leads/request-guards.ts";
import { changesState, ownOrigins, postOrigin, readSiteOrigins, refusedAsPublicPost, refusedAsStaffPost } from "#shared/origin-rule.ts";
import { routedPath } from "#shared/routed-path.ts";
import { STAFF_ORIGIN_REFUSAL } from "#shared/staff-origin-refusal.ts";

/**
 * Applies the origin rule (origin-rule.ts) to every state-changing request before React Router sees it: a staff post
 * must come from this site (403 in words, as the staff actions answer), any other refused when it shows another site
 * (the contact API contract's 403). React Router's own check would answer a page post with an empty 400 instead.
 */
export function refuseCrossSitePosts(env: NodeJS.ProcessEnv = environment()): RequestHandler {
  const origins = readSiteOrigins(env);
  return (req, res, next) => {
    if (!changesState(req.method)) return next();
    const from = postOrigin({ get: (name: string) => req.get(name) }, ownOrigins(origins, `${req.protocol}://${req.host}`));
    if (isStaffPath(routedPath(req.path))) {
      if (!refusedAsStaffPost(from)) return next();
      res.status(403).type("text/plain").send(STAFF_ORIGIN_REFUSAL);
      return;
    }
    if (!refusedAsPublicPost(from)) return next();
    res.status(403).json({ Status: false, error: CROSS_SITE_REFUSAL });
  };
}
