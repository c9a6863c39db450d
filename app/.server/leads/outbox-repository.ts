import type { LeadDb } from "./database";

export type OutboxEntry = { lead_id: string; attempts: number; next_attempt_at: string };

/** Queue operations on the outbox table; a claim is a lease, so two workers never send the same mail. */
export function outboxRepository(db: LeadDb) {
  return {
    due(now: string, limit: number): Promise<OutboxEntry[]> {
      return db
        .selectFrom("outbox")
        .select(["lead_id", "attempts", "next_attempt_at"])
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
    },

    /** Pushes the entry's next attempt past the lease; false when another worker got there first. */
    async claim(entry: OutboxEntry, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable("outbox")
        .set({ next_attempt_at: leaseUntil })
        .where("lead_id", "=", entry.lead_id)
        .where("state", "=", "pending")
        .where("next_attempt_at", "=", entry.next_attempt_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finish(leadId: string, state: "sent" | "dead", now: string, error: string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("outbox")
          .set((eb) => ({ state, last_error: error, updated_at: now, attempts: eb("attempts", "+", 1) }))
          .where("lead_id", "=", leadId)
          .execute();
        await trx
          .updateTable("leads")
          .set({ delivery_status: state, delivered_at: state === "sent" ? now : null })
          .where("id", "=", leadId)
          .execute();
      });
    },

    async retryAt(leadId: string, at: string, now: string, error: string): Promise<void> {
      await db
        .updateTable("outbox")
        .set((eb) => ({ next_attempt_at: at, last_error: error, updated_at: now, attempts: eb("attempts", "+", 1) }))
        .where("lead_id", "=", leadId)
        .execute();
    },

    async counts(): Promise<Record<string, number>> {
      const rows = await db.selectFrom("outbox").select(["state", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("state").execute();
      return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
