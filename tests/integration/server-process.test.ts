import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases, validLead, type TestDatabase } from "#tests/fixtures/leads.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { freePort, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "site-int-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function emptyDatabase(kind: TestDatabase) {
  const database = await siteDatabase(kind);
  cleanups.push(database.remove);
  return database;
}

const leadIdOf = (raw: string) => /^X-Lead-ID: (\S+)/m.exec(raw)?.[1];

describe.each(testDatabases())("the site server process on %s", (kind) => {
  it("drains mail left pending by a previous run, without any new request", async () => {
    const { env } = await emptyDatabase(kind);
    const relayPort = await freePort();
    const first = await startSite({ ...env, SMTP_URL: `smtp://127.0.0.1:${relayPort}` });
    cleanups.push(() => first.stop("SIGKILL"));
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await first.post({ ...validLead, message: `Pending message ${n}` });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await first.stop("SIGTERM")).toBe(0);
    const relay = await startRelay(relayPort);
    cleanups.push(relay.close);
    const second = await startSite({ ...env, SMTP_URL: relay.url });
    cleanups.push(() => second.stop());
    await waitFor(() => relay.mails.length >= 3, 15_000, "the pending mail");
    expect(relay.mails.map((mail) => leadIdOf(mail.raw)).sort()).toEqual([...ids].sort());
  });

  it("keeps and mails every submission that got 200 when killed with SIGKILL mid-burst", async () => {
    const database = await emptyDatabase(kind);
    const relay = await startRelay();
    cleanups.push(relay.close);
    const site = await startSite({ ...database.env, SMTP_URL: relay.url });
    cleanups.push(() => site.stop("SIGKILL"));
    const accepted: string[] = [];
    const burst = Array.from({ length: 200 }, (_, n) =>
      site
        .post({ ...validLead, message: `Burst message ${n}` })
        .then(async (response) => {
          if (response.status === 200) accepted.push(((await response.json()) as { id: string }).id);
        })
        .catch(() => undefined),
    );
    await waitFor(() => accepted.length >= 20, 30_000, "the first answers");
    await site.stop("SIGKILL");
    await Promise.all(burst);
    expect(accepted.length).toBeGreaterThanOrEqual(20);
    const stored = new Set(await database.query(async (db) => (await db.selectFrom("leads").select("id").execute()).map((row) => row.id)));
    for (const id of accepted) expect(stored.has(id)).toBe(true);

    const restarted = await startSite({ ...database.env, SMTP_URL: relay.url, SMTP_TIMEOUT_MS: "500" });
    cleanups.push(() => restarted.stop());
    const mailed = () => new Set(relay.mails.map((mail) => leadIdOf(mail.raw)));
    await waitFor(() => accepted.every((id) => mailed().has(id)), 30_000, "every accepted lead to be mailed");
  });
});

describe("/readyz", () => {
  it("says the relay refuses the site's credentials, while leads are still accepted", async () => {
    const relay = await startRelay(0, { credentials: { user: "site", pass: "current" } });
    cleanups.push(relay.close);
    const site = await startSite({ DATA_DIR: tempDir(), SMTP_URL: `smtp://site:stale@127.0.0.1:${relay.port}` });
    cleanups.push(() => site.stop());
    expect((await site.post(validLead)).status).toBe(200);
    const readiness = async () => (await fetch(`${site.base}/readyz`)).json() as Promise<{ status: string; mail: string }>;
    await waitFor(async () => (await readiness()).mail === "misconfigured", 5000, "/readyz to report the fault");
    expect(await readiness()).toMatchObject({ status: "degraded", queue: { pending: 1, dead: 0 } });
    // Log lines are written asynchronously: the line may follow the state by a moment.
    await waitFor(() => /ACTION NEEDED/.test(site.output()), 2000, "the ACTION NEEDED log line");
  });
});

describe("start-up", () => {
  it("says on which Node.js it runs when it is ready", async () => {
    const site = await startSite({ DATA_DIR: tempDir() });
    cleanups.push(() => site.stop());
    const ready = site
      .output()
      .split("\n")
      .find((line) => line.includes('"msg":"Site ready on '));
    expect(JSON.parse(ready ?? "{}")).toMatchObject({
      node: process.version,
      msg: expect.stringContaining(`(Node.js ${process.version})`),
    });
  });
});
