import type { Insertable, Selectable } from "kysely";
import type { LeadDb } from "./database";
import type { LeadTable } from "./tables";

export type Lead = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;

/** Every query the lead pipeline makes. Times are ISO-8601 strings, which sort as they compare. */
export function leadRepository(db: LeadDb) {
  return {
    /** The lead and, unless it is spam, its outbox entry: one transaction, both or neither. */
    async insert(lead: NewLead): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("leads").values(lead).execute();
        if (lead.delivery_status === "spam") return;
        await trx
          .insertInto("outbox")
          .values({ lead_id: lead.id, state: "pending", next_attempt_at: lead.created_at, updated_at: lead.created_at })
          .execute();
      });
    },

    async findRecentByFingerprint(fingerprint: string, since: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("leads")
        .select("id")
        .where("fingerprint", "=", fingerprint)
        .where("created_at", ">=", since)
        .orderBy("created_at", "desc")
        .executeTakeFirst();
      return row?.id;
    },

    /** Leads stored from one client network since a time, spam included, oldest first. */
    async storedTimesFromNetwork(network: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom("leads")
        .select("created_at")
        .where("network", "=", network)
        .where("created_at", ">=", since)
        .orderBy("created_at", "asc")
        .execute();
      return rows.map((row) => row.created_at);
    },

    get(id: string): Promise<Lead | undefined> {
      return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    },

    listSince(since: string): Promise<Lead[]> {
      return db.selectFrom("leads").selectAll().where("created_at", ">=", since).orderBy("created_at", "asc").execute();
    },

    /** Deletes leads (and their outbox rows) created before a time; returns how many. */
    async purgeBefore(before: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const old = trx.selectFrom("leads").select("id").where("created_at", "<", before);
        await trx.deleteFrom("outbox").where("lead_id", "in", old).execute();
        const result = await trx.deleteFrom("leads").where("created_at", "<", before).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}

export type LeadRepository = ReturnType<typeof leadRepository>;
