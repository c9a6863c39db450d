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

    /** Claims several entries in one transaction (one commit, not one per mail); returns those this worker got. */
    async claimAll(entries: readonly OutboxEntry[], leaseUntil: string): Promise<OutboxEntry[]> {
      if (!entries.length) return [];
      return db.transaction().execute(async (trx) => {
        const claimed: OutboxEntry[] = [];
        for (const entry of entries) {
          const result = await trx
            .updateTable("outbox")
            .set({ next_attempt_at: leaseUntil })
            .where("lead_id", "=", entry.lead_id)
            .where("state", "=", "pending")
            .where("next_attempt_at", "=", entry.next_attempt_at)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 1) claimed.push(entry);
        }
        return claimed;
      });
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

    /** Makes every entry waiting past `notBefore` due now: the relay works again. */
    async makeDue(now: string, notBefore: string): Promise<void> {
      await db.updateTable("outbox").set({ next_attempt_at: now }).where("state", "=", "pending").where("next_attempt_at", ">", notBefore).execute();
    },

    /** Makes the oldest entry waiting past `notBefore` due now, to learn whether the relay is back. */
    async makeOldestDue(now: string, notBefore: string): Promise<void> {
      const oldest = db
        .selectFrom("outbox")
        .select("lead_id")
        .where("state", "=", "pending")
        .where("next_attempt_at", ">", notBefore)
        .orderBy("updated_at")
        .limit(1);
      await db.updateTable("outbox").set({ next_attempt_at: now }).where("lead_id", "in", oldest).where("next_attempt_at", ">", notBefore).execute();
    },

    /** Puts dead letters (all, or the given leads) back in the queue; returns how many. */
    async resendDead(now: string, leadIds?: readonly string[]): Promise<number> {
      if (leadIds?.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        let dead = trx.updateTable("outbox").set({ state: "pending", attempts: 0, next_attempt_at: now, updated_at: now }).where("state", "=", "dead");
        if (leadIds) dead = dead.where("lead_id", "in", leadIds);
        const result = await dead.executeTakeFirst();
        let leads = trx.updateTable("leads").set({ delivery_status: "pending" }).where("delivery_status", "=", "dead");
        if (leadIds) leads = leads.where("id", "in", leadIds);
        await leads.execute();
        return Number(result.numUpdatedRows);
      });
    },

    /** Holds an entry back for the next digest: the site-wide notification limit is reached. */
    async hold(leadId: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("outbox").set({ state: "held", updated_at: now }).where("lead_id", "=", leadId).execute();
        await trx.updateTable("leads").set({ delivery_status: "held" }).where("id", "=", leadId).execute();
      });
    },

    heldLeadIds(limit: number): Promise<string[]> {
      return db
        .selectFrom("outbox")
        .select("lead_id")
        .where("state", "=", "held")
        .orderBy("updated_at")
        .limit(limit)
        .execute()
        .then((rows) => rows.map((row) => row.lead_id));
    },

    /** Marks held entries sent, once their digest is out. */
    async finishHeld(leadIds: readonly string[], now: string): Promise<void> {
      if (!leadIds.length) return;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("outbox").set((eb) => ({ state: "sent", updated_at: now, attempts: eb("attempts", "+", 1) })).where("lead_id", "in", leadIds).where("state", "=", "held").execute();
        await trx.updateTable("leads").set({ delivery_status: "sent", delivered_at: now }).where("id", "in", leadIds).execute();
      });
    },

    /** One lead's notification as the queue holds it, if it has one (spam has none). */
    entry(leadId: string) {
      return db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
    },

    /** When the lead behind the oldest notification still waiting to be sent was created, if any waits. */
    async oldestPendingSince(): Promise<string | undefined> {
      const row = await db
        .selectFrom("outbox")
        .innerJoin("leads", "leads.id", "outbox.lead_id")
        .select((eb) => eb.fn.min("leads.created_at").as("since"))
        .where("outbox.state", "=", "pending")
        .executeTakeFirst();
      return row?.since ?? undefined;
    },

    async counts(): Promise<Record<string, number>> {
      const rows = await db.selectFrom("outbox").select(["state", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("state").execute();
      return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
