// `npm run bench:api`: autocannon against POST /api/sendMail on loopback (build first).
// Valid posts with the relay up and down, then a flood of invalid ones; rate limits raised for the run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startRelay } from "#tests/integration/support/smtp-relay.ts";
import { createDatabase, startPostgresCluster } from "#tests/integration/support/postgres-cluster.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const lead = {
  fullName: "Priya Raman",
  jobTitle: "Head of Data Platforms",
  organisation: "Harbor Mutual Insurance",
  phone: "4085550142",
  email: "priya.raman@harbormutual.com",
};

async function run(title: string, url: string, body: () => string) {
  const result = await autocannon({
    url: `${url}/api/sendMail`,
    method: "POST",
    connections: 20,
    duration: DURATION,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  const ok = result["2xx"];
  console.log(
    `${title.padEnd(34)} ${String(Math.round(ok / DURATION)).padStart(6)} accepted/s  ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
      `p99 ${result.latency.p99} ms  (2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
  );
}

let counter = 0;
const valid = () => JSON.stringify({ ...lead, message: `Benchmark enquiry number ${++counter} about a claims data platform.` });
const invalid = () => JSON.stringify({ fullName: ["x"], phone: "12ab", email: "nope", message: "" });

// BENCH_DATABASE=postgres runs the same loads against a throwaway, durable PostgreSQL cluster.
const cluster = process.env.BENCH_DATABASE === "postgres" ? await startPostgresCluster({ durable: true }) : undefined;
console.log(`database: ${cluster ? "PostgreSQL (throwaway cluster, fsync on)" : "SQLite (synchronous=FULL)"}`);
const relay = await startRelay();
for (const [title, smtpUrl, body] of [
  ["valid posts, relay up", relay.url, valid],
  ["valid posts, relay down", `smtp://127.0.0.1:${await freePort()}`, valid],
  ["invalid posts (flood)", relay.url, invalid],
] as const) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
  const database = cluster ? await createDatabase(cluster.url("postgres")) : undefined;
  const site = await startSite({
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    ...(database ? { DATABASE_URL: database.url } : {}),
    LEAD_RATE_PER_MINUTE: "100000000",
    LEAD_MAX_PER_WINDOW: "100000000",
    MAIL_MAX_PER_WINDOW: "100000000",
  });
  try {
    await run(title, site.base, body);
  } finally {
    await site.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`relay received ${relay.mails.length} mail(s) during the relay-up run`);
await relay.close();
await cluster?.stop();
