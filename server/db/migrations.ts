import { PostgresAdapter, sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";

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
  "005-staff": {
    // The staff area (server/db/tables/staff.ts): accounts made from the command line, database sessions (so they hold
    // across instances), the audit log, one-time sign-in links, passkeys, WebAuthn challenges and staff mail.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_accounts")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("email", "varchar(320)", (c) => c.notNull().unique())
        .addColumn("role", "varchar(10)", (c) => c.notNull())
        .addColumn("disabled_at", "varchar(32)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("staff_sessions")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("account_id", "varchar(40)", (c) => c.notNull().references("staff_accounts.id").onDelete("cascade"))
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("staff_sessions_account").on("staff_sessions").column("account_id").execute();
      await db.schema
        .createTable("staff_audit")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("at", "varchar(32)", (c) => c.notNull())
        .addColumn("actor_account_id", "varchar(40)")
        .addColumn("actor_email", "varchar(320)", (c) => c.notNull())
        .addColumn("action", "varchar(40)", (c) => c.notNull())
        .addColumn("subject", "text")
        .addColumn("detail", "text")
        .addColumn("ip", "varchar(64)")
        .execute();
      await db.schema.createIndex("staff_audit_at").on("staff_audit").columns(["at", "id"]).execute();
      await db.schema
        .createTable("staff_sign_in_links")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("account_id", "varchar(40)", (c) => c.notNull().references("staff_accounts.id").onDelete("cascade"))
        .addColumn("nonce_hash", "varchar(64)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .addColumn("used_at", "varchar(32)")
        .execute();
      await db.schema
        .createTable("staff_passkeys")
        .addColumn("id", "varchar(1400)", (c) => c.primaryKey())
        .addColumn("account_id", "varchar(40)", (c) => c.notNull().references("staff_accounts.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "varchar(200)")
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_used_at", "varchar(32)")
        .execute();
      await db.schema.createIndex("staff_passkeys_account").on("staff_passkeys").column("account_id").execute();
      await db.schema
        .createTable("staff_challenges")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("challenge", "varchar(200)", (c) => c.notNull())
        .addColumn("purpose", "varchar(20)", (c) => c.notNull())
        .addColumn("account_id", "varchar(40)", (c) => c.references("staff_accounts.id").onDelete("cascade"))
        .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("staff_mail")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("recipient", "varchar(320)", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("state", "varchar(10)", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("claimed_by", "varchar(80)")
        .addColumn("claimed_until", "varchar(32)")
        .execute();
      await db.schema.createIndex("staff_mail_due").on("staff_mail").columns(["state", "next_attempt_at"]).execute();
    },
  },
  "006-lead-workflow": {
    // The staff inbox (/staff/leads): a status and an owner per lead, notes, and what its list and search need.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("leads").addColumn("owner_account_id", "varchar(40)").execute();
      // The list pages newest first by (created_at, id); a status filter reads its own slice in the same order.
      await db.schema.createIndex("leads_created_at_id").on("leads").columns(["created_at", "id"]).execute();
      await db.schema.createIndex("leads_status_created_at").on("leads").columns(["status", "created_at", "id"]).execute();
      // Covers every filter but the search, so counting the leads a filter lets through reads no table rows.
      await db.schema.createIndex("leads_inbox_filters").on("leads").columns(["delivery_status", "kind", "status", "created_at"]).execute();
      await db.schema
        .createTable("lead_notes")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(40)", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("author_account_id", "varchar(40)")
        .addColumn("author_email", "text", (c) => c.notNull())
        .addColumn("at", "varchar(32)", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_notes_lead_at").on("lead_notes").columns(["lead_id", "at"]).execute();
      if (db.getExecutor().adapter instanceof PostgresAdapter) await searchOnPostgres(db);
      else await searchOnSqlite(db);
    },
  },
  "007-lead-insights": {
    // The insights page counts the leads of 26 weeks by day, kind and spam: this index answers it without the table.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("leads_created_at_status_kind").on("leads").columns(["created_at", "delivery_status", "kind"]).execute();
    },
  },
  "008-content-publish": {
    // Every publish of the content (server/publish/): who, when, what changed, its commit or its error.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_publishes")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("actor_account_id", "varchar(40)")
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("started_at", "varchar(32)", (c) => c.notNull())
        .addColumn("finished_at", "varchar(32)")
        .addColumn("status", "varchar(16)", (c) => c.notNull())
        .addColumn("changes", "text", (c) => c.notNull())
        .addColumn("commit_sha", "varchar(64)")
        .addColumn("error", "text")
        .execute();
      await db.schema.createIndex("content_publishes_started_at").on("content_publishes").columns(["started_at", "id"]).execute();
    },
  },
  "009-lead-attribution": {
    // Where a lead's visit began (shared/attribution.ts, capped there): it goes with the lead when it is purged.
    async up(db: Kysely<unknown>) {
      for (const column of ["landing_page", "referrer_origin", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
        await db.schema.alterTable("leads").addColumn(column, "text").execute();
    },
  },
  "010-inbox-views": {
    // The inbox's "Mine" and "Unassigned" views read a member's (or nobody's) leads newest first from this index.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("leads_owner_created_at").on("leads").columns(["owner_account_id", "created_at", "id"]).execute();
    },
  },
  "011-follow-ups-note-edits-mail-priority": {
    // A follow-up date per lead (the "Overdue" view reads it from its index), when a note was last edited, a lead's
    // audit lines by subject (its timeline), and an order among staff mails: a sign-in link (0) before an assignment (1).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("follow_up_on", "varchar(10)").execute();
      await db.schema.createIndex("leads_follow_up_on").on("leads").columns(["follow_up_on", "created_at", "id"]).execute();
      await db.schema.alterTable("lead_notes").addColumn("edited_at", "varchar(32)").execute();
      // A lead's activity timeline reads its audit lines by subject, newest first.
      await db.schema.createIndex("staff_audit_subject_at").on("staff_audit").columns(["subject", "at"]).execute();
      await db.schema
        .alterTable("staff_mail")
        .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  "012-lead-reads": {
    // Which leads each member has opened: the inbox shows the rest as unread, and the staff bar counts them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_reads")
        .addColumn("account_id", "varchar(40)", (c) => c.notNull())
        .addColumn("lead_id", "varchar(40)", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("read_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("lead_reads_pk", ["account_id", "lead_id"])
        .execute();
    },
  },
  "013-content-entry-states-and-scheduled-publish": {
    // Each changed content entry's state (draft or ready for the next publish) and who saved it last, by its path
    // under content/; and the one scheduled publish, with the claim that lets only one instance run it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_entry_states")
        .addColumn("path", "varchar(300)", (c) => c.primaryKey())
        .addColumn("state", "varchar(16)", (c) => c.notNull().defaultTo("draft"))
        .addColumn("saved_by_email", "text")
        .addColumn("saved_at", "varchar(32)")
        .addColumn("marked_by_email", "text")
        .addColumn("marked_at", "varchar(32)")
        .execute();
      await db.schema
        .createTable("content_publish_schedules")
        .addColumn("id", "varchar(40)", (c) => c.primaryKey())
        .addColumn("run_at", "varchar(32)", (c) => c.notNull())
        .addColumn("actor_account_id", "varchar(40)")
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("state", "varchar(16)", (c) => c.notNull())
        .addColumn("claimed_by", "varchar(120)")
        .addColumn("claimed_until", "varchar(32)")
        .addColumn("publish_id", "varchar(40)")
        .addColumn("outcome", "text")
        .execute();
      await db.schema.createIndex("content_publish_schedules_due").on("content_publish_schedules").columns(["state", "run_at"]).execute();
    },
  },
  "014-web-vitals": {
    // Real-user Web Vitals (server/vitals/): a count per day, page template, device class, metric and histogram bucket.
    // No sample, path, address or identifier is kept; p75 and the shares come from the counts.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("web_vitals")
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("route_id", "varchar(200)", (c) => c.notNull())
        .addColumn("device", "varchar(8)", (c) => c.notNull())
        .addColumn("metric", "varchar(4)", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("web_vitals_pk", ["day", "route_id", "device", "metric", "bucket"])
        .execute();
    },
  },
};

/**
 * Search finds leads whose name, organisation, e-mail or message contain each word of the query, in any case
 * (lead-search.ts). PostgreSQL: a trigram GIN index (pg_trgm, a trusted extension that ships with PostgreSQL) on
 * the four fields joined, which ILIKE '%word%' uses.
 */
async function searchOnPostgres(db: Kysely<unknown>) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index leads_search_trgm on leads using gin ((${sql.raw(SEARCHED_TEXT)}) gin_trgm_ops)`.execute(db);
}

/** The four searched fields as one text: PostgreSQL's index and its queries must spell it identically. */
export const SEARCHED_TEXT = "full_name || ' ' || organisation || ' ' || email || ' ' || message";

/**
 * SQLite: an FTS5 table with the trigram tokenizer (substring matches, case-insensitive) over the leads' text,
 * kept by triggers. Its rows are keyed by search_rowid, a column of its own, not the rowid: VACUUM may renumber
 * the rowids of a table without an INTEGER PRIMARY KEY, which would point the index at the wrong leads.
 */
async function searchOnSqlite(db: Kysely<unknown>) {
  const fields = "full_name, organisation, email, message";
  await sql`alter table leads add column search_rowid integer`.execute(db);
  await sql`update leads set search_rowid = rowid`.execute(db);
  await sql`create unique index leads_search_rowid on leads (search_rowid)`.execute(db);
  await sql
    .raw(`create virtual table leads_search using fts5(${fields}, content='leads', content_rowid='search_rowid', tokenize='trigram')`)
    .execute(db);
  await sql`insert into leads_search(leads_search) values ('rebuild')`.execute(db);
  const indexNew = `insert into leads_search(rowid, ${fields}) values (new.search_rowid, new.full_name, new.organisation, new.email, new.message);`;
  const dropOld = `insert into leads_search(leads_search, rowid, ${fields}) values ('delete', old.search_rowid, old.full_name, old.organisation, old.email, old.message);`;
  await sql
    .raw(
      `create trigger leads_search_insert after insert on leads begin
        update leads set search_rowid = (select coalesce(max(search_rowid), 0) + 1 from leads) where rowid = new.rowid;
        insert into leads_search(rowid, ${fields}) select search_rowid, ${fields} from leads where rowid = new.rowid;
      end`,
    )
    .execute(db);
  await sql.raw(`create trigger leads_search_delete after delete on leads begin ${dropOld} end`).execute(db);
  await sql.raw(`create trigger leads_search_update after update of ${fields} on leads begin ${dropOld} ${indexNew} end`).execute(db);
}

/** Brings the database to the latest schema; run on every start. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed tables exist
export async function migrate(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) throw new Error(`Lead database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
}
