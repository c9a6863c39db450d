import { Migrator, type Kysely, type Migration } from "kysely";

const migrations: Record<string, Migration> = {
  "001-leads-and-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("job_title", "text", (c) => c.notNull())
        .addColumn("organisation", "text", (c) => c.notNull())
        .addColumn("phone", "varchar(20)", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("page", "text")
        .addColumn("referrer", "text")
        .addColumn("source", "varchar(10)", (c) => c.notNull())
        .addColumn("ip", "varchar(64)")
        .addColumn("user_agent", "text")
        .addColumn("fingerprint", "varchar(64)", (c) => c.notNull())
        .addColumn("spam_reason", "varchar(40)")
        .addColumn("delivery_status", "varchar(10)", (c) => c.notNull())
        .addColumn("delivered_at", "varchar(32)")
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await db.schema.createIndex("leads_ip_created_at").on("leads").columns(["ip", "created_at"]).execute();
      await db.schema.createIndex("leads_fingerprint").on("leads").columns(["fingerprint", "created_at"]).execute();
      await db.schema
        .createTable("outbox")
        .addColumn("lead_id", "varchar(40)", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
        .addColumn("state", "varchar(10)", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
    },
  },
  "002-client-network": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("network", "varchar(64)").execute();
      await db.schema.createIndex("leads_network_created_at").on("leads").columns(["network", "created_at"]).execute();
    },
  },
  "003-outbox-claims": {
    // Several instances share one outbox: a claim names the instance and lasts until claimed_until (a lease),
    // so a crashed instance's claims are taken over by another once the lease has run out.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("claimed_by", "varchar(80)").execute();
      await db.schema.alterTable("outbox").addColumn("claimed_until", "varchar(32)").execute();
    },
  },
  "004-lead-kind-and-topic": {
    async up(db: Kysely<unknown>) {
      // Existing rows were all contact messages; a whitepaper lead names the paper's keyword as its topic.
      await db.schema
        .alterTable("leads")
        .addColumn("kind", "varchar(16)", (c) => c.notNull().defaultTo("contact"))
        .execute();
      await db.schema.alterTable("leads").addColumn("topic", "text").execute();
    },
  },
  "007-lead-insights": {
    // The insights page counts the leads of 26 weeks by day, kind and spam: this index answers it without the table.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("leads_created_at_status_kind").on("leads").columns(["created_at", "delivery_status", "kind"]).execute();
    },
  },
};

/** Brings the database to the latest schema; run on every start. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed tables exist
export async function migrate(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) throw new Error(`Lead database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
}
