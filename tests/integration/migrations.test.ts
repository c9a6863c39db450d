import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isPostgres, openDatabase, type SiteDb } from "#server/db/connection.ts";
import { migrate } from "#server/db/migrations.ts";
import { testDatabase, testDatabases } from "#tests/fixtures/leads.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** Every table, column and index the database holds, as text to compare. */
async function schema(db: SiteDb): Promise<unknown> {
  if (isPostgres(db)) {
    const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`.execute(db);
    const indexes = await sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(db);
    return { columns: columns.rows, indexes: indexes.rows };
  }
  return (await sql`select type, name, sql from sqlite_master order by name`.execute(db)).rows;
}

describe.each(testDatabases())("lead database migrations on %s", (kind) => {
  it("bring an empty database to the latest schema, and a second run changes nothing", async () => {
    const database = await testDatabase(kind);
    cleanups.push(database.remove);
    const db = openDatabase(database);
    cleanups.push(() => db.destroy());

    await migrate(db);
    const first = await schema(db);
    const applied = await db.introspection.getTables();
    expect(applied.map((table) => table.name)).toEqual(expect.arrayContaining(["leads", "outbox"]));
    const migrationsBefore = (await sql`select name from kysely_migration order by name`.execute(db)).rows;

    await migrate(db);
    expect(await schema(db)).toEqual(first);
    expect((await sql`select name from kysely_migration order by name`.execute(db)).rows).toEqual(migrationsBefore);
    expect(migrationsBefore).toEqual([
      { name: "001-leads-and-outbox" },
      { name: "002-client-network" },
      { name: "003-outbox-claims" },
      { name: "004-lead-kind-and-topic" },
      { name: "005-staff" },
      { name: "006-lead-workflow" },
      { name: "007-lead-insights" },
      { name: "008-content-publish" },
      { name: "009-lead-attribution" },
      { name: "010-inbox-views" },
      { name: "011-follow-ups-note-edits-mail-priority" },
      { name: "012-lead-reads" },
      { name: "013-content-entry-states-and-scheduled-publish" },
      { name: "014-web-vitals" },
    ]);
  });
});
