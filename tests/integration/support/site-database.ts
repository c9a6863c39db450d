import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { testDatabase, type TestDatabase } from "#tests/fixtures/leads.ts";

/** An empty lead database for site processes: the environment that points them at it, and a way to look inside. */
export async function siteDatabase(kind: TestDatabase) {
  const database = await testDatabase(kind);
  return {
    ...database,
    env: { DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) },
    /** Runs `look` on a connection of its own, closed afterwards. */
    async query<T>(look: (db: SiteDb) => Promise<T>): Promise<T> {
      const db = openDatabase(database);
      try {
        return await look(db);
      } finally {
        await db.destroy();
      }
    },
  };
}
