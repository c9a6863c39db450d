import type { LeadKind } from "#server/db/tables/leads.ts";

/** How many weeks the chart shows: the current ISO week (so far) and the 25 before it. */
export const INSIGHT_WEEKS = 26;

const DAY_MS = 86_400_000;

/** The Monday (UTC) that starts the ISO week holding `at`, as YYYY-MM-DD: the SQL week buckets spell weeks alike. */
export function weekOf(at: Date): string {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The first day (UTC) of the calendar quarter holding `at`. */
export function quarterOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), Math.floor(at.getUTCMonth() / 3) * 3, 1));
}

export type InsightsWindow = {
  /** The weeks shown, oldest first, each as its Monday (YYYY-MM-DD). */
  weeks: string[];
  /** Leads created at or after this instant (the first week's Monday, 00:00 UTC) are counted. */
  from: string;
  /** The start of the current quarter (00:00 UTC): always inside the 26 weeks, which span more than a quarter. */
  quarterStart: string;
  /** Leads created before this instant are counted: the moment the page was asked for. */
  until: string;
};

/** The 26 weeks up to and including the one holding `now`, and the quarter to date, all in UTC. */
export function insightsWindow(now: Date): InsightsWindow {
  const lastMonday = Date.parse(`${weekOf(now)}T00:00:00Z`);
  const weeks = Array.from({ length: INSIGHT_WEEKS }, (_, n) =>
    new Date(lastMonday - (INSIGHT_WEEKS - 1 - n) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    weeks,
    from: `${weeks[0]}T00:00:00.000Z`,
    quarterStart: quarterOf(now).toISOString(),
    until: now.toISOString(),
  };
}

export type WeekCount = { week: string; kind: LeadKind; count: number };
export type WeekRow = { week: string } & Record<LeadKind, number>;

/** One row per week of the window, oldest first, with 0 for a kind (or a whole week) that had no leads. */
export function fillWeeks(weeks: readonly string[], counts: readonly WeekCount[]): WeekRow[] {
  const rows = new Map(weeks.map((week) => [week, { week, contact: 0, whitepaper: 0 }]));
  for (const { week, kind, count } of counts) {
    const row = rows.get(week);
    if (row) row[kind] += count;
  }
  return [...rows.values()];
}
