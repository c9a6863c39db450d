import { sql } from "kysely";
import { isPostgres, type LeadDb } from "#server/leads/database.ts";
import type { LeadKind } from "#server/leads/tables.ts";
import { namesSubjectSql, type LeadSubject } from "./naming-rule";
import { fillWeeks, type InsightsWindow, type WeekRow } from "./weeks";

// Both queries read the leads of the window by the created_at index and aggregate in the database. created_at is an
// ISO-8601 instant in UTC (toISOString), so its first ten characters are the UTC date.

/** The Monday (YYYY-MM-DD) of a lead's ISO week, computed by the database from created_at. */
function weekBucket(postgres: boolean) {
  return postgres
    ? // isodow: Monday 1 … Sunday 7. Date arithmetic, so no session time zone or DateStyle is involved.
      sql<string>`to_char(left(created_at, 10)::date - (extract(isodow from left(created_at, 10)::date)::int - 1), 'YYYY-MM-DD')`
    : // Back six days, then forward to the next Monday (or stay on it): the Monday on or before the day.
      sql<string>`date(substr(created_at, 1, 10), '-6 days', 'weekday 1')`;
}

/** Enquiries per week and kind over the window, spam excluded; weeks without leads come back as 0. */
export async function weeklyEnquiries(db: LeadDb, window: InsightsWindow): Promise<WeekRow[]> {
  const week = weekBucket(isPostgres(db));
  const result = await sql<{ week: string; kind: LeadKind; count: number | string }>`
    select ${week} as week, kind, count(*) as count
    from leads
    where created_at >= ${window.from} and created_at < ${window.until} and delivery_status <> 'spam'
    group by 1, 2`.execute(db);
  return fillWeeks(
    window.weeks,
    result.rows.map((row) => ({ ...row, count: Number(row.count) })),
  );
}

export type SubjectCount = { subject: LeadSubject; weeks: number; quarter: number };

/**
 * For each subject, how many leads of the window (spam excluded) name it (naming-rule.ts), and how many of those
 * arrived this quarter. One pass: the window's leads are read once, each message lower-cased once, and every
 * subject's condition evaluated once per lead.
 */
export async function namedCounts(db: LeadDb, subjects: readonly LeadSubject[], window: InsightsWindow): Promise<SubjectCount[]> {
  if (!subjects.length) return [];
  const postgres = isPostgres(db);
  const flags = sql.join(subjects.map((subject, n) => sql`${namesSubjectSql(subject, postgres)} as ${sql.ref(`s${n}`)}`));
  const sums = sql.join(
    subjects.flatMap((_, n) => {
      const flag = sql.ref(`s${n}`);
      return [
        sql`sum(case when ${flag} then 1 else 0 end) as ${sql.ref(`w${n}`)}`,
        sql`sum(case when ${flag} and in_quarter then 1 else 0 end) as ${sql.ref(`q${n}`)}`,
      ];
    }),
  );
  const result = await sql<Record<string, number | string | null>>`
    with recent as materialized (
      select created_at >= ${window.quarterStart} as in_quarter, page, kind, topic, lower(message) as lowered_message
      from leads
      where created_at >= ${window.from} and created_at < ${window.until} and delivery_status <> 'spam'
    ),
    named as materialized (select in_quarter, ${flags} from recent)
    select ${sums} from named`.execute(db);
  const row = result.rows[0] ?? {};
  return subjects.map((subject, n) => ({ subject, weeks: Number(row[`w${n}`] ?? 0), quarter: Number(row[`q${n}`] ?? 0) }));
}
