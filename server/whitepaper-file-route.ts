import type { RequestHandler } from "express";
import type { Downloads } from "#server/downloads/runtime.ts";
import { paths } from "#shared/paths.ts";

/** The route pattern of paths.whitepaperFile, as Express spells it. */
export const WHITEPAPER_FILE_ROUTE = paths.whitepaperFile(":keyword");

/**
 * Sends a whitepaper's PDF for a link signed within the last 15 minutes. Anything else falls through to the
 * app, whose page for this address answers 403 (or 404 for an unknown paper) and offers the form again.
 */
export function whitepaperFileRoute(downloads: Downloads): RequestHandler {
  return (req, res, next) => {
    const keyword = String(req.params.keyword);
    const file = downloads.pdfFile(keyword);
    const { expires, sig } = req.query;
    if (!file || typeof expires !== "string" || typeof sig !== "string" || downloads.links.check(keyword, expires, sig) !== "valid")
      return next();
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.attachment(`${keyword}.pdf`);
    res.sendFile(file, { dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
