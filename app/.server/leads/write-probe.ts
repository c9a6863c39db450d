import { sql } from "kysely";
import type { LeadDb } from "./database";

/**
 * Commits a real write that touches no lead: the migrator's lock row, set to the value it has. Rejects
 * when the database cannot be written (disk full, read-only, connection lost), as a lead would.
 */
export async function probeWrite(db: LeadDb): Promise<void> {
  await sql`update kysely_migration_lock set is_locked = is_locked where id = 'migration_lock'`.execute(db);
}
