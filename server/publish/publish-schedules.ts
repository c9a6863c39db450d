import { randomUUID } from "node:crypto";
import type { SiteDb } from "#server/db/connection.ts";
import type { ScheduleState } from "#server/db/tables/publish.ts";

export type PublishSchedule = { id: string; runAt: string; actorEmail: string; state: ScheduleState; outcome: string | null };

/** The scheduled publishes (content_publish_schedules, migration 013): at most one waits at a time. */
export function publishSchedules(db: SiteDb) {
  return {
    /** Schedules the publish of the ready entries at `runAt`, in place of one already waiting. */
    async schedule(runAt: string, actor: { accountId: string | null; email: string }, now: string): Promise<string> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("content_publish_schedules").set({ state: "cancelled" }).where("state", "=", "waiting").execute();
        await trx
          .insertInto("content_publish_schedules")
          .values({
            id,
            run_at: runAt,
            actor_account_id: actor.accountId,
            actor_email: actor.email,
            created_at: now,
            state: "waiting",
            claimed_by: null,
            claimed_until: null,
            publish_id: null,
            outcome: null,
          })
          .execute();
      });
      return id;
    },
    /** Cancels the waiting schedule; answers whether there was one (one already claimed is running). */
    async cancel(): Promise<boolean> {
      const result = await db
        .updateTable("content_publish_schedules")
        .set({ state: "cancelled" })
        .where("state", "=", "waiting")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The schedule waiting for its time, if any. */
    async waiting(): Promise<PublishSchedule | undefined> {
      const row = await db
        .selectFrom("content_publish_schedules")
        .selectAll()
        .where("state", "in", ["waiting", "claimed"])
        .orderBy("run_at")
        .executeTakeFirst();
      return row && { id: row.id, runAt: row.run_at, actorEmail: row.actor_email, state: row.state, outcome: row.outcome };
    },
    /** The last schedule that was due, for the page to say a skipped one was skipped and why. */
    async lastSkipped(): Promise<PublishSchedule | undefined> {
      const row = await db
        .selectFrom("content_publish_schedules")
        .selectAll()
        .where("state", "in", ["started", "skipped"])
        .orderBy("run_at", "desc")
        .executeTakeFirst();
      return row?.state === "skipped"
        ? { id: row.id, runAt: row.run_at, actorEmail: row.actor_email, state: row.state, outcome: row.outcome }
        : undefined;
    },
  };
}

export type PublishSchedules = ReturnType<typeof publishSchedules>;
