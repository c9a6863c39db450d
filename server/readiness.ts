import type { RequestHandler } from "express";
import type { LeadRuntime } from "#app/.server/leads/runtime.ts";

/**
 * GET /readyz, for a load balancer: 503 while leads cannot be stored (the database refuses a write) or
 * while notifications are stuck (the oldest waiting one is older than OUTBOX_MAX_AGE_SECONDS). A failing
 * relay alone keeps the site ready (leads are still stored): the body says "degraded" and why.
 * GET /healthz stays the liveness probe: it answers as long as the process does.
 */
export function readiness(leads: Pick<LeadRuntime, "readiness"> | undefined): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!leads) return res.status(503).json({ status: "unavailable", reason: "the lead pipeline is not running" });
    let state: Awaited<ReturnType<LeadRuntime["readiness"]>>;
    try {
      state = await leads.readiness();
    } catch (error) {
      return res.status(503).json({ status: "unavailable", reason: `the lead database cannot be read: ${(error as Error).message}` });
    }
    const { writable, relay, queue } = state;
    if (!writable.ok) return res.status(503).json({ status: "unavailable", reason: `the lead database cannot be written: ${writable.error}`, mail: relay, queue });
    if (queue.oldestPendingSec > queue.maxAgeSec) {
      const reason = `the oldest waiting notification is ${queue.oldestPendingSec} s old (limit ${queue.maxAgeSec} s, OUTBOX_MAX_AGE_SECONDS)`;
      return res.status(503).json({ status: "unavailable", reason, mail: relay, queue });
    }
    res.json({ status: relay.state === "ok" ? "ok" : "degraded", mail: relay, queue });
  };
}
