// Seeds a lead database with many varied leads for the benchmarks (bench:insights; the inbox bench may reuse it):
// contact and whitepaper leads spread over a span of days before a moment, sent from the site's pages, some
// naming an industry or service in their message, some spam. Deterministic for a given seed.
import { fixedPaths, paths } from "#shared/paths.ts";
import { leadSubjects } from "#app/.server/lead-insights/naming-rule.ts";
import { sql } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import { newLeadId } from "#server/leads/lead-id.ts";
import { leadRepository, type NewLead } from "#server/leads/lead-repository.ts";

export type SeedOptions = {
  count: number;
  /** The newest lead is created before this moment, the oldest `spanDays` before it. */
  now?: Date;
  spanDays?: number;
  seed?: number;
};

/** mulberry32: a small, fast generator with a period far beyond 100,000 leads' draws. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const openings = [
  "We are planning the next phase of our data programme and would like an outside view.",
  "Our board has asked for a clear plan for reporting that reconciles across business units.",
  "We run three warehouses that disagree with each other and need help choosing a direction.",
  "Could someone walk us through how you staff a six-month engagement with a blended team?",
  "We have a pilot model in production and no idea how to monitor it properly.",
];
const closings = [
  "Happy to share more detail on a call next week.",
  "Our budget cycle starts in January, so timing matters.",
  "Please include examples from similar organisations if you can.",
  "We would prefer a remote-first team with some time on site.",
];

/** Stores `count` generated leads (with outbox rows for those that are not spam) in one transaction per 1,000. */
export async function seedLeads(db: SiteDb, { count, now = new Date(), spanDays = 730, seed = 26 }: SeedOptions): Promise<void> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const subjects = leadSubjects();
  const whitepapers = [...new Set(subjects.flatMap((subject) => subject.topics))];
  const contactPages = [fixedPaths.contactUs, fixedPaths.contactUs, fixedPaths.home, ...subjects.flatMap((subject) => subject.pages)];
  const spanMs = spanDays * 86_400_000;
  const leads = leadRepository(db);
  for (let start = 0; start < count; start += 1000) {
    const rows: NewLead[] = [];
    for (let n = start; n < Math.min(count, start + 1000); n++) {
      // Oldest first, as leads arrive: evenly spread over the span with a little jitter, never reaching `now`.
      const createdAt = new Date(now.getTime() - spanMs + Math.floor(((n + next()) / count) * spanMs)).toISOString();
      const whitepaper = next() < 0.35;
      const spam = next() < 0.05;
      const topic = whitepaper ? pick(whitepapers) : null;
      const mention = next() < 0.3 ? ` We are especially interested in ${pick(subjects).title}.` : "";
      rows.push({
        id: newLeadId(new Date(createdAt)),
        created_at: createdAt,
        full_name: `Bench Prospect ${n}`,
        job_title: whitepaper ? "" : "Head of Data",
        organisation: `Bench Organisation ${n % 997}`,
        phone: whitepaper ? "" : "4085550100",
        email: `prospect${n}@example.com`,
        message: whitepaper ? "" : `${pick(openings)}${mention} ${pick(closings)}`,
        page: topic ? paths.whitepaperDownload(topic) : pick(contactPages),
        referrer: null,
        source: next() < 0.8 ? "form" : "api",
        ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        network: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        user_agent: "bench",
        fingerprint: `bench-${seed}-${n}`,
        spam_reason: spam ? "honeypot" : null,
        delivery_status: spam ? "spam" : next() < 0.97 ? "sent" : "dead",
        delivered_at: spam ? null : createdAt,
        kind: whitepaper ? "whitepaper" : "contact",
        topic,
      });
    }
    // 1,000 rows a statement pair would pass SQLite's bound-parameter limit: insert in slices of 500.
    await leads.transaction(async (trx) => {
      for (let slice = 0; slice < rows.length; slice += 500) await trx.insertAll(rows.slice(slice, slice + 500));
    });
  }
  // insertAll queues every notification; these leads' notifications were sent long ago (or dead-lettered).
  await db
    .updateTable("outbox")
    .set({ state: sql`(select delivery_status from leads where leads.id = outbox.lead_id)` })
    .execute();
}
