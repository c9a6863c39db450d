import type { Pino } from "#server/logging/logging.ts";
import { withoutPersonalData } from "#server/logging/personal-data.ts";
import type { PublishActor, NotStarted } from "./publisher";
import type { ScheduleClaim } from "./schedule-claim";

type SchedulerOptions = {
  claim: ScheduleClaim;
  /** Starts a publish of the ready entries as the member who scheduled it (the publisher's start). */
  startPublish: (actor: PublishActor) => Promise<{ started: true; id: string } | NotStarted>;
  logger: Pick<Pino, "info" | "error">;
  /** The clock; tests move it. */
  now?: () => Date;
  /** How often it looks for a due schedule (another instance may have made it). */
  pollMs?: number;
  /** How long a claim holds: a claimant that crashed before starting the publish is replaced after it. */
  leaseMs?: number;
};

const NOTHING_READY = "Nothing was marked ready at the scheduled time, so nothing was published.";

/**
 * Runs scheduled publishes when they are due, on whichever instance claims them first; the schedules live in the
 * database, so one made before a restart runs after it. A publish still running when a schedule falls due is tried
 * again at the next look.
 */
export function createPublishScheduler({
  claim,
  startPublish,
  logger,
  now = () => new Date(),
  pollMs = 10_000,
  leaseMs = 60_000,
}: SchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking: Promise<void> = Promise.resolve();

  /** Claims and starts every due schedule there is; answers how many publishes it started. */
  async function runDue(): Promise<number> {
    let started = 0;
    for (;;) {
      const at = now();
      const due = await claim.claimDue(at.toISOString(), new Date(at.getTime() + leaseMs).toISOString());
      if (!due) return started;
      const actor = { accountId: due.actor_account_id, email: due.actor_email };
      const outcome = await startPublish(actor).catch((error: unknown) => {
        logger.error({ schedule: due.id, error: withoutPersonalData(String(error)) }, "Scheduled publish could not start");
        return { started: false as const, reason: "busy" as const };
      });
      if (outcome.started) {
        started++;
        logger.info({ schedule: due.id, publish: outcome.id }, "Scheduled publish started");
        await claim.settle(due.id, { state: "started", publishId: outcome.id });
      } else if (outcome.reason === "nothing-ready") {
        await claim.settle(due.id, { state: "skipped", reason: NOTHING_READY });
      } else {
        // A publish is running: this one waits for the next look.
        await claim.settle(due.id, { state: "waiting" });
        return started;
      }
    }
  }

  function tick() {
    ticking = ticking
      .then(runDue)
      .then(
        () => undefined,
        (error: unknown) =>
          logger.error({ error: withoutPersonalData(String(error)) }, "Publish scheduler: looking for due publishes failed"),
      )
      .finally(() => {
        if (!stopped) arm(pollMs);
      });
  }

  function arm(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, ms));
    timer.unref();
  }

  return {
    runDue,
    /** Looks at once, then every pollMs. */
    start() {
      stopped = false;
      tick();
    },
    /** A schedule was made here for `runAt`: look then rather than at the next poll. */
    wake(runAt: string) {
      if (stopped) return;
      const wait = new Date(runAt).getTime() - now().getTime();
      if (wait < pollMs) arm(wait);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
    },
  };
}

export type PublishScheduler = ReturnType<typeof createPublishScheduler>;
