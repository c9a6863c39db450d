import type { RequestHandler } from "express";
import type { LeadRuntime } from "#app/.server/leads/runtime.ts";

/**
 * GET /readyz: 200 while leads can be stored, 503 when they cannot. A failing mail relay does not
 * make the site unready (leads are still stored), so the body says "degraded" and why.
 */
export function readiness(leads: LeadRuntime | undefined): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!leads) return res.status(503).json({ status: "unavailable", reason: "the lead pipeline is not running" });
    try {
      const { relay, queue } = await leads.readiness();
      res.json({ status: relay.state === "ok" ? "ok" : "degraded", mail: relay, queue });
    } catch (error) {
      res.status(503).json({ status: "unavailable", reason: `the lead database cannot be read: ${(error as Error).message}` });
    }
  };
}
