import type { SiteDb } from "#server/db/connection.ts";
import { vitalsRepository } from "./vitals-repository";

const DAY = 24 * 60 * 60_000;

/** The first day kept (YYYY-MM-DD, UTC as the rows' days are): `retentionDays` before `now`'s day. */
export function firstKeptDay(retentionDays: number, now: number): string {
  return new Date(now - retentionDays * DAY).toISOString().slice(0, 10);
}

/** Deletes the Web Vitals totals of days past VITALS_RETENTION_DAYS, in one statement; resolves to the rows removed. */
export function expiredVitalsPurge(db: SiteDb, retentionDays: number) {
  const repository = vitalsRepository(db);
  return (now = Date.now()) => repository.purgeBefore(firstKeptDay(retentionDays, now));
}
