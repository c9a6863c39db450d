import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { sql, type ExpressionBuilder } from "kysely";
import { isPostgres, type SiteDb } from "#server/db/connection.ts";
import type { SiteTables } from "#server/db/site-tables.ts";

export type OutboxEntry = { lead_id: string; attempts: number; next_attempt_at: string };

/** This process's name in outbox claims: host, process id and a random part (a restarted process is a new instance). */
export function newInstanceId(): string {
  return `${hostname().slice(0, 48)}-${process.pid}-${randomBytes(4).toString("hex")}`;
}

/** Nobody holds the entry: never claimed, finished with, or its claimant's lease has run out (it crashed). */
const unclaimed = (now: string) => (eb: ExpressionBuilder<SiteTables, "outbox">) =>
  eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]);

/**
 * Queue operations on the outbox table. Entries are claimed with a lease (claimed_by, claimed_until): several
 * instances on one PostgreSQL each take different rows (FOR UPDATE SKIP LOCKED), so no mail goes out twice, and
 * a crashed instance's claims are taken over once their lease runs out. SQLite runs one instance.
 */
export function outboxRepository(db: SiteDb, instanceId = newInstanceId()) {
  // PostgreSQL: claims skip rows other instances hold, and a few writes go out as one statement.
  const postgres = isPostgres(db);
  const release = { claimed_by: null, claimed_until: null };

  /** Schedules other attempts for many entries in one statement (one commit), each with its own time and reason. */
  async function retryMany(retries: readonly { leadId: string; at: string; error: string }[], now: string): Promise<void> {
    if (!retries.length) return;
    // VALUES names its columns column1, column2, … on both engines.
    const values = sql.join(retries.map(({ leadId, at, error }) => sql`(${leadId}, ${at}, ${error})`));
    await sql`update outbox set next_attempt_at = v.column2, last_error = v.column3, updated_at = ${now}, attempts = attempts + 1,
      claimed_by = null, claimed_until = null
      from (values ${values}) as v where outbox.lead_id = v.column1 and outbox.claimed_by = ${instanceId}`.execute(db);
  }

  return {
    instanceId,

    /** Claims up to `limit` due entries for this instance until `leaseUntil`, in one statement; returns them. */
    claimDue(now: string, leaseUntil: string, limit: number): Promise<OutboxEntry[]> {
      const due = db
        .selectFrom("outbox")
        .select("lead_id")
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where(unclaimed(now))
        .orderBy("next_attempt_at")
        .limit(limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked());
      return db
        .updateTable("outbox")
        .set({ claimed_by: instanceId, claimed_until: leaseUntil })
        .where("lead_id", "in", due)
        .returning(["lead_id", "attempts", "next_attempt_at"])
        .execute();
    },

    async finish(leadId: string, state: "sent" | "dead", now: string, error: string | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("outbox")
          .set((eb) => ({ state, last_error: error, updated_at: now, attempts: eb("attempts", "+", 1), ...release }))
          .where("lead_id", "=", leadId)
          .execute();
        await trx
          .updateTable("leads")
          .set({ delivery_status: state, delivered_at: state === "sent" ? now : null })
          .where("id", "=", leadId)
          .execute();
      });
    },

    /** Marks entries sent, with their leads, in one transaction: many notifications share one commit. */
    async markSent(leadIds: readonly string[], now: string): Promise<void> {
      if (!leadIds.length) return;
      const entries = (query: SiteDb) =>
        query
          .updateTable("outbox")
          .set((eb) => ({ state: "sent", last_error: null, updated_at: now, attempts: eb("attempts", "+", 1), ...release }))
          .where("lead_id", "in", leadIds);
      const sentLeads = { delivery_status: "sent", delivered_at: now } as const;
      if (postgres) {
        // Both updates in one statement: one round trip, and no BEGIN or COMMIT of its own.
        await db
          .with("entries", () => entries(db))
          .updateTable("leads")
          .set(sentLeads)
          .where("id", "in", leadIds)
          .execute();
        return;
      }
      await db.transaction().execute(async (trx) => {
        await entries(trx).execute();
        await trx.updateTable("leads").set(sentLeads).where("id", "in", leadIds).execute();
      });
    },

    /** Schedules another attempt, unless the claim ran out and another instance holds the entry now. */
    async retryAt(leadId: string, at: string, now: string, error: string): Promise<void> {
      await retryMany([{ leadId, at, error }], now);
    },

    retryMany,

    /** Makes every entry waiting for a later attempt due now: the relay works again. Claimed entries are already due. */
    async makeDue(now: string): Promise<void> {
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: now })
        .where("state", "=", "pending")
        .where("next_attempt_at", ">", now)
        .execute();
    },

    /** Makes the oldest entry waiting for a later attempt due now, to learn whether the relay is back. */
    async makeOldestDue(now: string): Promise<void> {
      const oldest = db
        .selectFrom("outbox")
        .select("lead_id")
        .where("state", "=", "pending")
        .where("next_attempt_at", ">", now)
        .orderBy("updated_at")
        .limit(1);
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: now })
        .where("lead_id", "in", oldest)
        .where("next_attempt_at", ">", now)
        .execute();
    },

    /** Puts dead letters (all, or the given leads) back in the queue; returns how many. */
    async resendDead(now: string, leadIds?: readonly string[]): Promise<number> {
      if (leadIds?.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        let dead = trx
          .updateTable("outbox")
          .set({ state: "pending", attempts: 0, next_attempt_at: now, updated_at: now, ...release })
          .where("state", "=", "dead");
        if (leadIds) dead = dead.where("lead_id", "in", leadIds);
        const result = await dead.executeTakeFirst();
        let leads = trx.updateTable("leads").set({ delivery_status: "pending" }).where("delivery_status", "=", "dead");
        if (leadIds) leads = leads.where("id", "in", leadIds);
        await leads.execute();
        return Number(result.numUpdatedRows);
      });
    },

    /** Holds entries back for the next digest: the allowance has no slot left for their own mails. */
    async holdMany(leadIds: readonly string[], now: string): Promise<void> {
      if (!leadIds.length) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("outbox")
          .set({ state: "held", updated_at: now, ...release })
          .where("lead_id", "in", leadIds)
          .where("claimed_by", "=", instanceId)
          .execute();
        await trx.updateTable("leads").set({ delivery_status: "held" }).where("id", "in", leadIds).execute();
      });
    },

    /** Claims up to `limit` held entries for this instance's next digest; returns their lead ids. */
    async claimHeld(now: string, leaseUntil: string, limit: number): Promise<string[]> {
      const held = db
        .selectFrom("outbox")
        .select("lead_id")
        .where("state", "=", "held")
        .where(unclaimed(now))
        .orderBy("updated_at")
        .limit(limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable("outbox")
        .set({ claimed_by: instanceId, claimed_until: leaseUntil })
        .where("lead_id", "in", held)
        .returning("lead_id")
        .execute();
      return rows.map((row) => row.lead_id).sort();
    },

    /** Gives back this instance's claims on held entries whose digest failed, for the next try. */
    async releaseHeld(leadIds: readonly string[]): Promise<void> {
      if (!leadIds.length) return;
      await db.updateTable("outbox").set(release).where("lead_id", "in", leadIds).where("claimed_by", "=", instanceId).execute();
    },

    /** Marks this instance's claimed held entries sent once their digest is out, or dead when the relay refused it for good. */
    async finishHeld(leadIds: readonly string[], state: "sent" | "dead", now: string, error: string | null): Promise<void> {
      if (!leadIds.length) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("outbox")
          .set((eb) => ({ state, last_error: error, updated_at: now, attempts: eb("attempts", "+", 1), ...release }))
          .where("lead_id", "in", leadIds)
          .where("state", "=", "held")
          .where("claimed_by", "=", instanceId)
          .execute();
        await trx
          .updateTable("leads")
          .set({ delivery_status: state, delivered_at: state === "sent" ? now : null })
          .where("id", "in", leadIds)
          .execute();
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
      const rows = await db
        .selectFrom("outbox")
        .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("state")
        .execute();
      return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
