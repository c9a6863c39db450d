import { createHash } from "node:crypto";
import { sql, type Insertable, type Selectable } from "kysely";
import { isPostgres, type LeadDb } from "./database";
import type { LeadTable } from "./tables";

export type Lead = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;

/** Every query the lead pipeline makes. Times are ISO-8601 strings, which sort as they compare. */
export function leadRepository(db: LeadDb): LeadRepository {
  return {
    /** Runs `work` in one transaction with a repository bound to it: all of its writes commit together. */
    transaction<T>(work: (inTransaction: LeadRepository) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(leadRepository(trx)));
    },

    /**
     * Inside `transaction`, on PostgreSQL: waits for, then holds until commit, a lock on each key (a client network,
     * a fingerprint), so instances sharing the database decide per-address caps and double submits one at a time.
     * Taken in one sorted order, so two batches never deadlock. SQLite has one instance and one writer: no-op.
     */
    async lockKeys(keys: readonly string[]): Promise<void> {
      if (!keys.length || !isPostgres(db)) return;
      const ids = [...new Set(keys)]
        .map((key) => createHash("sha256").update(key).digest().readBigInt64BE(0))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map(String);
      await sql`select count(pg_advisory_xact_lock(k)) from unnest(${ids}::bigint[]) as k`.execute(db);
    },

    /** The leads and, for those that are not spam, their outbox entries; atomic only inside `transaction`. */
    async insertAll(batch: NewLead[]): Promise<void> {
      if (!batch.length) return;
      const entries = batch
        .filter((lead) => lead.delivery_status !== "spam")
        .map((lead) => ({ lead_id: lead.id, state: "pending" as const, next_attempt_at: lead.created_at, updated_at: lead.created_at }));
      if (entries.length && isPostgres(db)) {
        // One statement, so one round trip, for both tables (SQLite has no data-modifying WITH, nor needs it in-process).
        await db
          .with("stored", (w) => w.insertInto("leads").values(batch).returning("id"))
          .insertInto("outbox")
          .values(entries)
          .execute();
        return;
      }
      await db.insertInto("leads").values(batch).execute();
      if (entries.length) await db.insertInto("outbox").values(entries).execute();
    },

    /** For each fingerprint, the newest lead with it created since a time (one query for the lot). */
    async findRecentByFingerprints(fingerprints: readonly string[], since: string): Promise<Map<string, string>> {
      if (!fingerprints.length) return new Map();
      const rows = await db
        .selectFrom("leads")
        .select(["fingerprint", "id"])
        .where("fingerprint", "in", [...new Set(fingerprints)])
        .where("created_at", ">=", since)
        .orderBy("created_at", "asc")
        .execute();
      // Ascending, so a later (newer) row overwrites an older one.
      return new Map(rows.map((row) => [row.fingerprint, row.id]));
    },

    /** How many leads each client network stored since a time, spam included (one query for the lot). */
    async countFromNetworks(networks: readonly string[], since: string): Promise<Map<string, number>> {
      if (!networks.length) return new Map();
      const rows = await db
        .selectFrom("leads")
        .select(["network", (eb) => eb.fn.countAll().as("n")])
        .where("network", "in", [...new Set(networks)])
        .where("created_at", ">=", since)
        .groupBy("network")
        .execute();
      return new Map(rows.map((row) => [row.network ?? "", Number(row.n)]));
    },

    /** The creation time of a network's n-th newest lead since a time (n from 1), if it has that many. */
    async nthNewestFromNetwork(network: string, since: string, n: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("leads")
        .select("created_at")
        .where("network", "=", network)
        .where("created_at", ">=", since)
        .orderBy("created_at", "desc")
        .limit(1)
        .offset(n - 1)
        .executeTakeFirst();
      return row?.created_at;
    },

    get(id: string): Promise<Lead | undefined> {
      return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    },

    getMany(ids: readonly string[]): Promise<Lead[]> {
      return ids.length ? db.selectFrom("leads").selectAll().where("id", "in", ids).execute() : Promise.resolve([]);
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


export type LeadRepository = {
  transaction<T>(work: (inTransaction: LeadRepository) => Promise<T>): Promise<T>;
  lockKeys(keys: readonly string[]): Promise<void>;
  insertAll(batch: NewLead[]): Promise<void>;
  findRecentByFingerprints(fingerprints: readonly string[], since: string): Promise<Map<string, string>>;
  countFromNetworks(networks: readonly string[], since: string): Promise<Map<string, number>>;
  nthNewestFromNetwork(network: string, since: string, n: number): Promise<string | undefined>;
  get(id: string): Promise<Lead | undefined>;
  getMany(ids: readonly string[]): Promise<Lead[]>;
  listSince(since: string): Promise<Lead[]>;
  purgeBefore(before: string): Promise<number>;
};
