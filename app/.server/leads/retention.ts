import type { LeadRepository } from "./lead-repository";

const DAY = 24 * 60 * 60_000;

/** Deletes leads older than `days` (LEAD_RETENTION_DAYS); returns how many went. */
export function purgeExpiredLeads(leads: LeadRepository, days: number, now = Date.now()): Promise<number> {
  return leads.purgeBefore(new Date(now - days * DAY).toISOString());
}
