import type { RequestHandler } from "express";
import { bodyLimitFor, tooLargeMessage } from "#shared/body-limits.ts";

/**
 * Refuses a post whose declared Content-Length is over its path's limit with 413, before anything reads a byte of it.
 * A chunked body (or one that lies low) is counted as it streams where it is read (shared/capped-body.ts).
 */
export const refuseOversizedBodies: RequestHandler = (req, res, next) => {
  const declared = req.get("content-length");
  if (declared === undefined || !/^\d+$/.test(declared)) return next();
  const limit = bodyLimitFor(req.path);
  if (Number(declared) <= limit) return next();
  res.status(413).type("text/plain").send(tooLargeMessage(limit));
};
