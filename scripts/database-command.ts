import { readLeadConfig, type LeadConfig } from "#server/leads/config.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { migrate } from "#server/db/migrations.ts";

/** The site database as the server would open it, for an operator's command; a bad setting exits 1 with its message. */
export function openCommandDatabase(): { config: LeadConfig; db: SiteDb } {
  try {
    const config = readLeadConfig();
    return { config, db: openDatabase(config) };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Migrates, runs the command, prints its error (exit code 1) if it fails, and always closes the database. */
export async function runDatabaseCommand(db: SiteDb, command: () => Promise<void>): Promise<void> {
  try {
    await migrate(db);
    await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
