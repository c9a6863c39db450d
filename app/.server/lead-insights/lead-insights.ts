import type { SiteDb } from "#server/db/connection.ts";
import { leadSubjects, type LeadSubject } from "./naming-rule";
import { namedCounts, weeklyEnquiries, type SubjectCount } from "./queries";
import { insightsWindow, type InsightsWindow, type WeekRow } from "./weeks";

export type LeadInsights = {
  window: InsightsWindow;
  weeks: WeekRow[];
  industries: SubjectCount[];
  services: SubjectCount[];
};

let subjects: LeadSubject[] | undefined;

/** Everything the insights page shows, as of `now`: both queries, run together. */
export async function leadInsights(db: SiteDb, now: Date): Promise<LeadInsights> {
  subjects ??= leadSubjects();
  const window = insightsWindow(now);
  const [weeks, counts] = await Promise.all([weeklyEnquiries(db, window), namedCounts(db, subjects, window)]);
  return {
    window,
    weeks,
    industries: counts.filter((count) => count.subject.kind === "industry"),
    services: counts.filter((count) => count.subject.kind !== "industry"),
  };
}
