// `npm run bench:outbox`: how long the outbox takes to mail a backlog (BENCH_BACKLOG, default 10,000)
// of pending notifications to a real SMTP server on loopback.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readLeadConfig } from "#server/leads/config.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { seedPendingLeads } from "#tests/integration/support/backlog.ts";
import { startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const backlog = Number(process.env.BENCH_BACKLOG ?? 10_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-outbox-"));
const relay = await startRelay();
try {
  await seedPendingLeads({ dataDir }, backlog);
  const runtime = createLeadRuntime(
    readLeadConfig({ ...process.env, DATA_DIR: dataDir, SMTP_URL: relay.url, MAIL_MAX_PER_WINDOW: String(backlog * 2) }),
    {
      log() {},
      warn: console.warn,
      error: console.error,
    },
  );
  const started = Date.now();
  await runtime.start();
  await waitFor(async () => (await runtime.readiness()).queue.pending === 0, 30 * 60_000, "the backlog to drain");
  const seconds = (Date.now() - started) / 1000;
  const ids = relay.mails.map((mail) => /^X-Lead-ID: (\S+)$/m.exec(mail.raw)?.[1]);
  console.log(
    `${backlog} notifications mailed in ${seconds.toFixed(1)} s (${Math.round(backlog / seconds)}/s); ` +
      `relay received ${relay.mails.length} mails for ${new Set(ids).size} distinct leads`,
  );
  await runtime.stop();
} finally {
  await relay.close();
  rmSync(dataDir, { recursive: true, force: true });
}
