import type { RequestHandler } from "express";
import type { LeadRuntime } from "#server/leads/runtime.ts";
import type { Pino } from "#server/logging/logging.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import { reportedElsewhere } from "./request-log";

type Readiness = Awaited<ReturnType<LeadRuntime["readiness"]>>;
/** What anyone may see: short states and counts, never an error text or an internal address (those go to the log). */
type Answer = {
  status: "ok" | "degraded" | "unavailable";
  reason?: "not-running" | "database-unreadable" | "database-unwritable" | "notifications-stuck";
  mail?: Readiness["relay"]["state"];
  queue?: Readiness["queue"];
  /** With CONTENT_GIT_REMOTE: whether this instance serves the last publish, or builds it while serving the one before. */
  content?: "current" | "catching-up";
};

/** Publishing across instances, as readiness sees it: the published commit this instance is building, if any. */
export type ContentSyncState = { catchingUpTo(): string | undefined };

/** The answer, and the detail behind it for the log. */
async function check(leads: Pick<LeadRuntime, "readiness"> | undefined): Promise<{ answer: Answer; detail?: string }> {
  if (!leads) return { answer: { status: "unavailable", reason: "not-running" }, detail: "the lead pipeline is not running" };
  let state: Readiness;
  try {
    state = await leads.readiness();
  } catch (error) {
    return {
      answer: { status: "unavailable", reason: "database-unreadable" },
      detail: `the lead database cannot be read: ${(error as Error).message}`,
    };
  }
  const { writable, relay, queue } = state;
  const facts = { mail: relay.state, queue };
  const mailDetail = relay.state === "ok" ? undefined : `mail relay ${relay.state} since ${relay.since}: ${relay.lastError}`;
  if (!writable.ok)
    return {
      answer: { status: "unavailable", reason: "database-unwritable", ...facts },
      detail: `the lead database cannot be written: ${writable.error}`,
    };
  if (queue.oldestPendingSec > queue.maxAgeSec) {
    const detail = `the oldest waiting notification is ${queue.oldestPendingSec} s old (limit ${queue.maxAgeSec} s, OUTBOX_MAX_AGE_SECONDS)${mailDetail ? `; ${mailDetail}` : ""}`;
    return { answer: { status: "unavailable", reason: "notifications-stuck", ...facts }, detail };
  }
  return { answer: { status: relay.state === "ok" ? "ok" : "degraded", ...facts }, detail: mailDetail };
}

/**
 * GET /readyz, for a load balancer: 503 while leads cannot be stored (the database refuses a write) or
 * while notifications are stuck (the oldest waiting one is older than OUTBOX_MAX_AGE_SECONDS). A failing
 * relay alone keeps the site ready (leads are still stored): the body says "degraded". A change of state
 * is logged once with its detail; the probes in between log only their request line.
 * With publishing across instances, the body also says whether the instance serves the last publish or is
 * catching up to it. Catching up alone keeps it ready: it serves the build before meanwhile, and every instance
 * builds a publish at once, so refusing them all would take the site down for the length of a build.
 * GET /healthz stays the liveness probe: it answers as long as the process does.
 */
export function readiness(
  leads: Pick<LeadRuntime, "readiness"> | undefined,
  logger?: Pick<Pino, "info" | "warn" | "error">,
  contentSync?: ContentSyncState,
): RequestHandler {
  let reported = "ok";
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const { answer, detail } = await check(leads);
    const catchingUpTo = contentSync?.catchingUpTo();
    if (contentSync) answer.content = catchingUpTo ? "catching-up" : "current";
    const state = [
      answer.status,
      answer.reason,
      answer.mail && answer.mail !== "ok" ? `mail ${answer.mail}` : "",
      catchingUpTo ? "content catching up" : "",
    ]
      .filter(Boolean)
      .join(", ");
    if (state !== reported) {
      const level = answer.status === "unavailable" ? "error" : answer.status === "degraded" ? "warn" : "info";
      logger?.[level](
        {
          readiness: answer.status,
          reason: answer.reason,
          mail: answer.mail,
          catchingUpTo,
          detail: detail && withoutPersonalData(detail),
        },
        `Readiness changed from "${reported}" to "${state}"`,
      );
      reported = state;
    }
    if (answer.status === "unavailable") reportedElsewhere(res);
    res.status(answer.status === "unavailable" ? 503 : 200).json(answer);
  };
}
