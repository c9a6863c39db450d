import { sql } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import type { InsightsWindow } from "./weeks";

/** What the visit of a lead is grouped by: its campaign (utm_campaign), its source (utm_source, else the referring site), its first page. */
export const ATTRIBUTION_DIMENSIONS = ["campaign", "source", "landing"] as const;
export type AttributionDimension = (typeof ATTRIBUTION_DIMENSIONS)[number];

/** One group's leads of the window (spam left out) and how many of them are qualified or won now; value null: not known. */
export type AttributionCount = { value: string | null; leads: number; qualified: number; won: number };

/** The most groups listed per dimension: the rest are few leads each. */
export const ATTRIBUTION_ROWS = 15;

/**
 * The window's leads (spam left out) grouped by campaign, source and first page, each group with its qualified and
 * won leads: one pass over the window's leads by the created_at index, the three groupings over that one read.
 * Groups with the most won, then qualified, then leads come first.
 */
export async function attributionCounts(db: SiteDb, window: InsightsWindow): Promise<Record<AttributionDimension, AttributionCount[]>> {
  const result = await sql<{
    dimension: AttributionDimension;
    value: string | null;
    leads: number | string;
    qualified: number | string;
    won: number | string;
  }>`
    with recent as materialized (
      select utm_campaign, coalesce(utm_source, referrer_origin) as source, landing_page, status
      from leads
      where created_at >= ${window.from} and created_at < ${window.until} and delivery_status <> 'spam'
    ),
    grouped as (
      select 'campaign' as dimension, utm_campaign as value, status from recent
      union all select 'source', source, status from recent
      union all select 'landing', landing_page, status from recent
    )
    select dimension, value, count(*) as leads,
      sum(case when status = 'qualified' then 1 else 0 end) as qualified,
      sum(case when status = 'won' then 1 else 0 end) as won
    from grouped
    group by dimension, value`.execute(db);
  const counts = Object.fromEntries(ATTRIBUTION_DIMENSIONS.map((dimension) => [dimension, [] as AttributionCount[]])) as Record<
    AttributionDimension,
    AttributionCount[]
  >;
  for (const row of result.rows)
    counts[row.dimension]?.push({ value: row.value, leads: Number(row.leads), qualified: Number(row.qualified), won: Number(row.won) });
  for (const dimension of ATTRIBUTION_DIMENSIONS)
    counts[dimension] = counts[dimension]
      .sort((a, b) => b.won - a.won || b.qualified - a.qualified || b.leads - a.leads || (a.value ?? "").localeCompare(b.value ?? ""))
      .slice(0, ATTRIBUTION_ROWS);
  return counts;
}
