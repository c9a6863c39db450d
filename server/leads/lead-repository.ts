import { createHash } from "node:crypto";
import { sql, type Insertable, type Selectable } from "kysely";
import { isPostgres, type SiteDb } from "#server/db/connection.ts";
import type { LeadTable } from "#server/db/tables/leads.ts";

export type Lead = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;

/** Every query the lead pipeline makes. Times are ISO-8601 strings, which sort as they compare. */
export function leadRepository(db: SiteDb): LeadRepository {
  return {
    /** Runs `work` in one transaction with a repository bound to it: all of its writes commit together. */
    transaction<T>(work: (inTransaction: LeadRepository) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(leadRepository(trx)));
    },

    /**
     * `transaction`, holding until commit a lock on each key (a client network, a fingerprint) on PostgreSQL, so
     * instances sharing the database decide per-address caps and double submits one at a time. Taken in one sorted
     * order, so two batches never deadlock. SQLite has one instance and one writer: no locks needed.
     */
    lockedTransaction<T>(keys: readonly string[], work: (inTransaction: LeadRepository) => Promise<T>): Promise<T> {
      if (!isPostgres(db)) return db.transaction().execute((trx) => work(leadRepository(trx)));
      const ids = [...new Set(keys)]
        .map((key) => createHash("sha256").update(key).digest().readBigInt64BE(0))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return db.connection().execute(async (connection) => {
        // BEGIN and the locks in one round trip: a query without parameters may hold several statements, and the
        // lock ids are integers computed here, so writing them into its text is safe.
        try {
          await sql
            .raw(`begin; select count(pg_advisory_xact_lock(k)) from unnest('{${ids.join(",")}}'::bigint[]) as k`)
            .execute(connection);
          const result = await work(leadRepository(connection));
          await sql.raw("commit").execute(connection);
          return result;
        } catch (error) {
          // Also when the locks failed after BEGIN: the connection must go back to the pool outside a transaction.
          await sql
            .raw("rollback")
            .execute(connection)
            .catch(() => undefined);
          throw error;
        }
      });
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

    /**
     * In one query (one round trip): for each fingerprint, the newest lead with it created since `dedupeSince`, and
     * how many leads each client network stored since `windowStart`, spam included.
     */
    async recentActivity(fingerprints: readonly string[], dedupeSince: string, networks: readonly string[], windowStart: string) {
      const byFingerprint = db
        .selectFrom("leads")
        .select([sql<string>`'fingerprint'`.as("kind"), "fingerprint as key", "id as value", "created_at as at"])
        .where("fingerprint", "in", [...new Set(fingerprints)])
        .where("created_at", ">=", dedupeSince);
      const byNetwork = db
        .selectFrom("leads")
        .select([
          sql<string>`'network'`.as("kind"),
          sql<string>`network`.as("key"),
          sql<string>`cast(count(*) as text)`.as("value"),
          sql<string>`''`.as("at"),
        ])
        .where("network", "in", [...new Set(networks)])
        .where("created_at", ">=", windowStart)
        .groupBy("network");
      const rows = await (networks.length ? byFingerprint.unionAll(byNetwork) : byFingerprint).execute();
      const leadByFingerprint = new Map<string, { id: string; at: string }>();
      const countByNetwork = new Map<string, number>();
      for (const { kind, key, value, at } of rows) {
        if (kind === "network") countByNetwork.set(key, Number(value));
        else if (at > (leadByFingerprint.get(key)?.at ?? "")) leadByFingerprint.set(key, { id: value, at });
      }
      return { leadByFingerprint: new Map([...leadByFingerprint].map(([key, { id }]) => [key, id])), countByNetwork };
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

    /** How many leads were created before a time: what a purge with that cutoff would delete. */
    async countBefore(before: string): Promise<number> {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("created_at", "<", before)
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
  lockedTransaction<T>(keys: readonly string[], work: (inTransaction: LeadRepository) => Promise<T>): Promise<T>;
  insertAll(batch: NewLead[]): Promise<void>;
  recentActivity(
    fingerprints: readonly string[],
    dedupeSince: string,
    networks: readonly string[],
    windowStart: string,
  ): Promise<{ leadByFingerprint: Map<string, string>; countByNetwork: Map<string, number> }>;
  nthNewestFromNetwork(network: string, since: string, n: number): Promise<string | undefined>;
  get(id: string): Promise<Lead | undefined>;
  getMany(ids: readonly string[]): Promise<Lead[]>;
  listSince(since: string): Promise<Lead[]>;
  countBefore(before: string): Promise<number>;
  purgeBefore(before: string): Promise<number>;
};
