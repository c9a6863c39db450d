import type { LeadRepository } from "./lead-repository";

const DAY = 24 * 60 * 60_000;

/** Deletes leads older than `days` (LEAD_RETENTION_DAYS); returns how many went. */
export function purgeExpiredLeads(leads: LeadRepository, days: number, now = Date.now()): Promise<number> {
  return leads.purgeBefore(new Date(now - days * DAY).toISOString());
}

/**
 * The cutoff for `npm run leads -- purge --before DATE`: DATE, or the retention cutoff when that is
 * later (leads past LEAD_RETENTION_DAYS go in any case). A DATE in the future is refused.
 */
export function purgeCutoff(before: Date, retentionDays: number | undefined, now = Date.now()): Date {
  if (before.getTime() > now) throw new Error(`--before must not be in the future, got ${before.toISOString()}`);
  if (!retentionDays) return before;
  return new Date(Math.max(before.getTime(), now - retentionDays * DAY));
}
