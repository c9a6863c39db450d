/**
 * The staff inbox's "now": what day it is for follow-ups, the Overdue view and the staff home's counts. One seam so
 * a browser test can move the days forward (SITE_CLOCK_OFFSET_DAYS) and see a follow-up fall due, without typing a
 * past date. Sessions, sign-in links, the outbox and the audit log keep the real time.
 */
export type LeadClock = {
  now(): Date;
  /** The current day in UTC, as follow-up dates are stored (YYYY-MM-DD). */
  today(): string;
};

const DAY_MS = 86_400_000;

export function leadClock(offsetDays = 0): LeadClock {
  const now = () => new Date(Date.now() + offsetDays * DAY_MS);
  return { now, today: () => now().toISOString().slice(0, 10) };
}
