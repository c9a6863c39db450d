// `npm run bench:insights`: the /staff/leads/insights page's two queries (enquiries per week, leads by industry and
// service) with 100,000 leads (BENCH_LEADS) spread over two years (BENCH_SPAN_DAYS), on SQLite and on a throwaway
// durable PostgreSQL cluster. Prints the median and slowest of 20 runs of the pair, after one to warm up.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { leadInsights } from "#app/.server/lead-insights/lead-insights.ts";
import { openDatabase, type LeadDb } from "#server/leads/database.ts";
import { migrate } from "#server/leads/migrations.ts";
import { createDatabase, startPostgresCluster } from "#tests/integration/support/postgres-cluster.ts";
import { seedLeads } from "./seed-leads";

const count = Number(process.env.BENCH_LEADS ?? 100_000);
const spanDays = Number(process.env.BENCH_SPAN_DAYS ?? 730);
const runs = 20;

async function measure(name: string, db: LeadDb) {
  await migrate(db);
  const seeding = performance.now();
  await seedLeads(db, { count, spanDays });
  // As autovacuum (PostgreSQL) or `PRAGMA optimize` (SQLite) would have by the time anyone looks.
  await sql`analyze`.execute(db);
  const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
  const times: number[] = [];
  let inWindow = 0;
  for (let n = 0; n <= runs; n++) {
    const started = performance.now();
    const insights = await leadInsights(db, new Date());
    if (n > 0) times.push(performance.now() - started);
    inWindow = insights.weeks.reduce((sum, week) => sum + week.contact + week.whitepaper, 0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${name}: ${count} leads over ${spanDays} days (seeded in ${seeded} s), ${inWindow} in the 26 weeks (spam excluded): ` +
      `both queries median ${median.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-insights-"));
const cluster = await startPostgresCluster({ durable: true });
try {
  const sqlite = openDatabase({ dataDir });
  await measure("SQLite", sqlite).finally(() => sqlite.destroy());
  const created = await createDatabase(cluster.url("postgres"), "insights");
  const postgres = openDatabase({ dataDir, databaseUrl: created.url });
  await measure("PostgreSQL", postgres).finally(() => postgres.destroy());
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
