import type { SiteDb } from "#server/db/connection.ts";
import { attributionCounts, type AttributionCount, type AttributionDimension } from "./attribution-counts";
import { leadSubjects, type LeadSubject } from "./naming-rule";
import { namedCounts, weeklyEnquiries, type SubjectCount } from "./queries";
import { insightsWindow, type InsightsWindow, type WeekRow } from "./weeks";

export type LeadInsights = {
  window: InsightsWindow;
  weeks: WeekRow[];
  industries: SubjectCount[];
  services: SubjectCount[];
  attribution: Record<AttributionDimension, AttributionCount[]>;
};

let subjects: LeadSubject[] | undefined;

/** Everything the insights page shows, as of `now`: its queries, run together. */
export async function leadInsights(db: SiteDb, now: Date): Promise<LeadInsights> {
  subjects ??= leadSubjects();
  const window = insightsWindow(now);
  const [weeks, counts, attribution] = await Promise.all([
    weeklyEnquiries(db, window),
    namedCounts(db, subjects, window),
    attributionCounts(db, window),
  ]);
  return {
    window,
    weeks,
    industries: counts.filter((count) => count.subject.kind === "industry"),
    services: counts.filter((count) => count.subject.kind !== "industry"),
    attribution,
  };
}
