import { afterEach, describe, expect, it } from "vitest";
import { readLeadConfig } from "#server/leads/config.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { testDatabase, testDatabases } from "#tests/fixtures/leads.ts";
import { seedPendingLeads } from "#tests/integration/support/backlog.ts";
import { startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const quiet = { log() {}, warn() {}, error() {} };
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe.each(testDatabases())("a backlog of notifications on %s", (kind) => {
  it("drains 2,000 pending notifications over pooled SMTP connections, each lead mailed exactly once", async () => {
    const database = await testDatabase(kind);
    cleanups.push(database.remove);
    const ids = await seedPendingLeads(database, 2000);
    const relay = await startRelay();
    cleanups.push(relay.close);
    const config = readLeadConfig({ DATA_DIR: database.dataDir, SMTP_URL: relay.url, MAIL_MAX_PER_WINDOW: "100000" });
    const runtime = createLeadRuntime({ ...config, databaseUrl: database.databaseUrl }, quiet);
    cleanups.push(() => runtime.stop());
    await runtime.start();

    await waitFor(async () => (await runtime.readiness()).queue.pending === 0, 110_000, "the outbox to empty");
    const mailed = relay.mails.map((mail) => /^X-Lead-ID: (\S+)$/m.exec(mail.raw)?.[1]);
    expect(mailed).toHaveLength(2000);
    expect(new Set(mailed)).toEqual(new Set(ids));
    const states = await runtime.db.selectFrom("outbox").select("state").distinct().execute();
    expect(states).toEqual([{ state: "sent" }]);
  }, 120_000);
});
