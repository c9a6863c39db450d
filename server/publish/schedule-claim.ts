import { type SiteDb, isPostgres } from "#server/db/connection.ts";
import type { ContentPublishScheduleTable } from "#server/db/tables/publish.ts";

export type ScheduledPublish = Pick<ContentPublishScheduleTable, "id" | "run_at" | "actor_account_id" | "actor_email">;

/**
 * How an instance makes a due scheduled publish its own, so that two instances never both run it. This one is a
 * claim row updated atomically in the shared database (as the outbox claims its mails); another can stand in its
 * place (an advisory lock, a notification) without the scheduler changing.
 */
export type ScheduleClaim = {
  /** Claims the earliest due schedule for this instance until `leaseUntil`, or answers undefined when none is due or free. */
  claimDue(now: string, leaseUntil: string): Promise<ScheduledPublish | undefined>;
  /** Ends this instance's claim: the publish started, was skipped (with the reason), or waits for a later try. */
  settle(
    id: string,
    outcome: { state: "started"; publishId: string } | { state: "skipped"; reason: string } | { state: "waiting" },
  ): Promise<void>;
};

export function databaseScheduleClaim(db: SiteDb, instanceId: string): ScheduleClaim {
  const postgres = isPostgres(db);
  return {
    async claimDue(now, leaseUntil) {
      const due = db
        .selectFrom("content_publish_schedules")
        .select("id")
        .where("run_at", "<=", now)
        .where((eb) => eb.or([eb("state", "=", "waiting"), eb.and([eb("state", "=", "claimed"), eb("claimed_until", "<=", now)])]))
        .orderBy("run_at")
        .limit(1)
        .$if(postgres, (query) => query.forUpdate().skipLocked());
      // The state is checked again in the update itself: of two instances racing for one row, one updates it.
      const claimed = await db
        .updateTable("content_publish_schedules")
        .set({ state: "claimed", claimed_by: instanceId, claimed_until: leaseUntil })
        .where("id", "in", due)
        .where((eb) => eb.or([eb("state", "=", "waiting"), eb.and([eb("state", "=", "claimed"), eb("claimed_until", "<=", now)])]))
        .returning(["id", "run_at", "actor_account_id", "actor_email"])
        .execute();
      return claimed[0];
    },
    async settle(id, outcome) {
      await db
        .updateTable("content_publish_schedules")
        .set({
          state: outcome.state,
          claimed_by: null,
          claimed_until: null,
          publish_id: outcome.state === "started" ? outcome.publishId : null,
          outcome: outcome.state === "skipped" ? outcome.reason : null,
        })
        .where("id", "=", id)
        .where("claimed_by", "=", instanceId)
        .execute();
    },
  };
}
