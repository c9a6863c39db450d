import { PostgresAdapter, sql } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import type { LeadKind } from "#server/db/tables/leads.ts";
import { namesSubjectSql, type LeadSubject } from "./naming-rule";
import { fillWeeks, type InsightsWindow, type WeekRow } from "./weeks";

// Both queries read the leads of the window by the created_at index and aggregate in the database. created_at is an
// ISO-8601 instant in UTC (toISOString), so its first ten characters are the UTC date.

/** Whether `db` is PostgreSQL, whose date arithmetic differs from SQLite's. */
const isPostgres = (db: SiteDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The Monday (YYYY-MM-DD) of the ISO week holding `utc_day`, a UTC date (YYYY-MM-DD) of the inner query. */
function mondayOf(postgres: boolean) {
  return postgres
    ? // isodow: Monday 1 … Sunday 7. Date arithmetic, so neither the session's time zone nor its DateStyle is involved.
      sql<string>`to_char(utc_day::date - (extract(isodow from utc_day::date)::int - 1), 'YYYY-MM-DD')`
    : // Back six days, then forward to the next Monday (or stay on it): the Monday on or before the day.
      sql<string>`date(utc_day, '-6 days', 'weekday 1')`;
}

/**
 * Enquiries per week and kind over the window, spam excluded; weeks without leads come back as 0. Leads are counted
 * per UTC day first (read from the index of migration 007 alone), and only those few day rows are turned into weeks.
 */
export async function weeklyEnquiries(db: SiteDb, window: InsightsWindow): Promise<WeekRow[]> {
  const result = await sql<{ week: string; kind: LeadKind; count: number | string }>`
    select ${mondayOf(isPostgres(db))} as week, kind, sum(leads) as count
    from (
      select substr(created_at, 1, 10) as utc_day, kind, count(*) as leads
      from leads
      where created_at >= ${window.from} and created_at < ${window.until} and delivery_status <> 'spam'
      group by 1, 2
    ) as days
    group by 1, 2`.execute(db);
  return fillWeeks(
    window.weeks,
    result.rows.map((row) => ({ ...row, count: Number(row.count) })),
  );
}

export type SubjectCount = { subject: LeadSubject; weeks: number; quarter: number };

/**
 * For each subject, how many leads of the window (spam excluded) name it (naming-rule.ts), and how many of those
 * arrived this quarter: one pass over the window's leads, each message lower-cased once (the materialised CTE keeps
 * either engine from inlining lower() into every subject's condition), in two groups: before the quarter, and in it.
 */
export async function namedCounts(db: SiteDb, subjects: readonly LeadSubject[], window: InsightsWindow): Promise<SubjectCount[]> {
  if (!subjects.length) return [];
  const counts = sql.join(subjects.map((subject, n) => sql`count(*) filter (where ${namesSubjectSql(subject)}) as ${sql.ref(`s${n}`)}`));
  const result = await sql<Record<string, number | string | boolean | null>>`
    with recent as materialized (
      select created_at >= ${window.quarterStart} as in_quarter, page, kind, topic, lower(message) as message_lower
      from leads
      where created_at >= ${window.from} and created_at < ${window.until} and delivery_status <> 'spam'
    )
    select in_quarter, ${counts} from recent group by in_quarter`.execute(db);
  const count = (row: Record<string, unknown> | undefined, n: number) => Number(row?.[`s${n}`] ?? 0);
  const inQuarter = result.rows.find((row) => Boolean(row.in_quarter));
  const before = result.rows.find((row) => !row.in_quarter);
  return subjects.map((subject, n) => ({ subject, quarter: count(inQuarter, n), weeks: count(inQuarter, n) + count(before, n) }));
}
