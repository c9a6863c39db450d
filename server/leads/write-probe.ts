import { statfs } from "node:fs/promises";
import { sql } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";

// Below this, SQLite may still commit a tiny write into WAL space it reuses while a lead's insert fails.
const MIN_FREE_BYTES = 1024 * 1024;

/**
 * Rejects when the database cannot take a lead: it refuses a committed write that touches no lead (the
 * migrator's lock row, set to the value it has: read-only, locked, connection lost), or, for SQLite,
 * the disk under `dataDir` has less than a mebibyte free.
 */
export async function probeWrite(db: SiteDb, sqliteDir?: string): Promise<void> {
  await sql`update kysely_migration_lock set is_locked = is_locked where id = 'migration_lock'`.execute(db);
  if (!sqliteDir) return;
  const disk = await statfs(sqliteDir);
  const free = disk.bavail * disk.bsize;
  if (free < MIN_FREE_BYTES) throw new Error(`the data disk (DATA_DIR) has only ${Math.floor(free / 1024)} KiB free`);
}
