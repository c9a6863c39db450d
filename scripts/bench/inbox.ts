// `npm run bench:inbox`: the staff inbox's budgets (README, "Budgets") with BENCH_LEADS (default 100,000) leads on
// SQLite and on a throwaway PostgreSQL. For each: the list's first page and a search, as the built server answers
// them (a signed-in request, whole response on loopback), and the inbox query alone; medians of BENCH_RUNS runs.
// Needs a build (npm run build) and PostgreSQL (as the integration tests do).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { benchmarkLeads } from "./inbox-leads";
import { staffPaths } from "#shared/staff-paths.ts";
import { isPostgres, openDatabase, type SiteDb } from "#server/db/connection.ts";
import { inboxPage, readInboxFilter } from "#server/leads/lead-inbox.ts";
import { migrate } from "#server/db/migrations.ts";
import { storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { createDatabase, startPostgresCluster } from "#tests/integration/support/postgres-cluster.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

const count = Number(process.env.BENCH_LEADS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_MS = { "first page": 200, search: 300, "overdue view": 200 } as const;
const CASES = { "first page": "", search: "q=kafka+harbor", "overdue view": "view=overdue" } as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(work: () => Promise<unknown>): Promise<number> {
  await work();
  await work();
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function measure(engine: string, db: SiteDb, env: Record<string, string>) {
  await migrate(db);
  const seeding = performance.now();
  await storeInboxLeads(db, benchmarkLeads(count), 1_000);
  console.log(`${engine}: ${count.toLocaleString("en")} leads seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  // As autovacuum would have by now: the planner's statistics for the freshly loaded table.
  if (isPostgres(db)) await sql`analyze`.execute(db);
  const { cookie } = await createStaffSession(db, { email: "bench@lumenor.example", role: "sales" });
  const site = await startSite(env);
  const results: string[] = [];
  try {
    for (const [name, query] of Object.entries(CASES) as [keyof typeof CASES, string][]) {
      const url = `${site.base}${staffPaths.leads}${query ? `?${query}` : ""}`;
      const first = await fetch(url, { headers: { cookie } });
      const html = await first.text();
      if (first.status !== 200 || !html.includes("<table")) throw new Error(`${engine} ${name}: ${first.status}, no result table`);
      const server = await timed(async () => (await fetch(url, { headers: { cookie } })).text());
      const { filter } = readInboxFilter(new URLSearchParams(query));
      const queryOnly = await timed(() => inboxPage(db, filter));
      const verdict = server < BUDGET_MS[name] ? "within" : "OVER";
      results.push(
        `${engine.padEnd(10)} ${name.padEnd(10)} page ${server.toFixed(1).padStart(6)} ms (query ${queryOnly.toFixed(1).padStart(6)} ms)  budget ${BUDGET_MS[name]} ms: ${verdict}`,
      );
    }
  } finally {
    await site.stop();
  }
  return results;
}

const lines: string[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
try {
  const sqlite = openDatabase({ dataDir });
  try {
    lines.push(...(await measure("SQLite", sqlite, { DATA_DIR: dataDir })));
  } finally {
    await sqlite.destroy();
  }
  const cluster = await startPostgresCluster();
  try {
    const database = await createDatabase(cluster.url("postgres"), "bench_inbox");
    const postgres = openDatabase({ dataDir, databaseUrl: database.url });
    try {
      lines.push(...(await measure("PostgreSQL", postgres, { DATA_DIR: dataDir, DATABASE_URL: database.url })));
    } finally {
      await postgres.destroy();
    }
  } finally {
    await cluster.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// The figures are wall-clock times on a machine others may share: the load average says how busy it was.
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(" ");
console.log(
  `\nMedians of ${runs} runs, ${count.toLocaleString("en")} leads (load average ${load} on ${cpus().length} CPUs):\n${lines.join("\n")}`,
);
if (lines.some((line) => line.endsWith("OVER"))) process.exitCode = 1;
