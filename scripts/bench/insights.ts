// `npm run bench:insights`: the /staff/leads/insights page's two queries (enquiries per week, leads by industry and
// service) with 100,000 leads (BENCH_LEADS) spread over two years (BENCH_SPAN_DAYS), on SQLite and on a throwaway
// durable PostgreSQL cluster. After one run to warm up, 20 runs of the pair: the median and slowest wall-clock time,
// and the CPU time the database spent per run (SQLite runs in this process; PostgreSQL's backend is read from
// /proc), which a busy machine inflates far less than the wall clock.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { leadInsights } from "#app/.server/lead-insights/lead-insights.ts";
import { isPostgres, openDatabase, type SiteDb } from "#server/db/connection.ts";
import { migrate } from "#server/db/migrations.ts";
import { createDatabase, startPostgresCluster } from "#tests/integration/support/postgres-cluster.ts";
import { seedLeads } from "./seed-leads";

const count = Number(process.env.BENCH_LEADS ?? 100_000);
const spanDays = Number(process.env.BENCH_SPAN_DAYS ?? 730);
const runs = 20;

/** CPU milliseconds (user + system) a process has used so far: Linux's /proc stat, in clock ticks of 10 ms. */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(name: string, db: SiteDb) {
  await migrate(db);
  const seeding = performance.now();
  await seedLeads(db, { count, spanDays });
  // As autovacuum (PostgreSQL) or `PRAGMA optimize` (SQLite) would have done by the time anyone looks.
  await sql.raw(isPostgres(db) ? "vacuum analyze" : "analyze").execute(db);
  const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
  // One connection for every run, so PostgreSQL's CPU time is that one backend's.
  await db.connection().execute(async (connection) => {
    const backend = isPostgres(db)
      ? (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)).rows[0]!.pid
      : undefined;
    const cpuMs = () => (backend ? processCpuMs(backend) : process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000);
    const times: number[] = [];
    let inWindow = 0;
    let cpuStart = 0;
    for (let n = 0; n <= runs; n++) {
      if (n === 1) cpuStart = cpuMs();
      const started = performance.now();
      const insights = await leadInsights(connection, new Date());
      if (n > 0) times.push(performance.now() - started);
      inWindow = insights.weeks.reduce((sum, week) => sum + week.contact + week.whitepaper, 0);
    }
    const cpuPerRun = (cpuMs() - cpuStart) / runs;
    times.sort((a, b) => a - b);
    console.log(
      `${name}: ${count} leads over ${spanDays} days (seeded in ${seeded} s), ${inWindow} in the 26 weeks (spam excluded): ` +
        `both queries median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms, ` +
        `database CPU ${cpuPerRun.toFixed(1)} ms a run; load average ${loadavg()[0]!.toFixed(1)}`,
    );
  });
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
