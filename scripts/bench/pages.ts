// `npm run bench:pages`: autocannon against the home page and a hashed script on loopback (build first),
// as a brotli client, a gzip client and a client that takes no compression.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSite } from "#tests/integration/support/site-process.ts";
import { waitFor } from "#tests/integration/support/smtp-relay.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const buildDir = process.env.BUILD_DIR ?? "build";
const script = readdirSync(path.join(buildDir, "client/assets")).find((name) => name.startsWith("entry.client") && name.endsWith(".js"));

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
const site = await startSite({ DATA_DIR: dataDir });
try {
  // Servers that compress at start say so; measure the steady state, not the warm-up.
  await waitFor(() => /Compressed \d+ pages/.test(site.output()), 30_000, "compression at start").catch(() => {});
  for (const [target, url] of [
    ["/", `${site.base}/`],
    [`/assets/${script}`, `${site.base}/assets/${script}`],
  ] as const) {
    for (const [client, acceptEncoding] of [
      ["brotli", "gzip, deflate, br"],
      ["gzip", "gzip"],
      ["identity", ""],
    ] as const) {
      const result = await autocannon({
        url,
        connections: 20,
        duration: DURATION,
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
      console.log(
        `${target.slice(0, 40).padEnd(40)} ${client.padEnd(9)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p99 ${result.latency.p99} ms  ` +
          `${Math.round(result.throughput.average / Math.max(1, result.requests.average))} B/answer  (non-2xx ${result.non2xx}, errors ${result.errors})`,
      );
    }
  }
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
