import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { readLeadConfig } from "#server/leads/config.ts";
import { openDatabase } from "#server/db/connection.ts";
import { DIGEST_MAX_BYTES } from "#server/leads/digest-mail.ts";
import { createLeadRuntime } from "#server/leads/runtime.ts";
import { testDatabase, testDatabases } from "#tests/fixtures/leads.ts";
import { seedPendingLeads } from "#tests/integration/support/backlog.ts";
import { mailText, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe.each(testDatabases())("digests of held notifications over real SMTP, on %s", (kind) => {
  /** A runtime whose allowance leaves no slot for single mails: the seeded leads go out in digests only. */
  async function digestsOnly(
    smtpUrl: string,
    seed: (database: { dataDir: string; databaseUrl?: string }) => Promise<string[]>,
    allowance = 1,
  ) {
    const database = await testDatabase(kind);
    cleanups.push(database.remove);
    const ids = await seed(database);
    const errors: string[] = [];
    const logger = {
      log() {},
      warn() {},
      error: (...parts: unknown[]) =>
        void errors.push(parts.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" ")),
    };
    const config = readLeadConfig({
      DATA_DIR: database.dataDir,
      SMTP_URL: smtpUrl,
      MAIL_MAX_PER_WINDOW: String(allowance),
      OUTBOX_PROBE_MS: "300",
      OUTBOX_POLL_MS: "100",
      SMTP_TIMEOUT_MS: "2000",
    });
    const runtime = createLeadRuntime({ ...config, databaseUrl: database.databaseUrl }, logger);
    cleanups.push(() => runtime.stop());
    await runtime.start();
    const states = async () =>
      (await runtime.db.selectFrom("outbox").select("state").where("lead_id", "in", ids).execute()).map((row) => row.state);
    return { database, ids, errors, runtime, states };
  }

  it("dead-letters the leads of a digest the relay refuses for good after DATA, says so, and sends them when the operator resends", async () => {
    const relay = await startRelay(0, { failCode: 554, failFirst: 1 });
    cleanups.push(relay.close);
    const { database, ids, errors, runtime, states } = await digestsOnly(relay.url, (database) => seedPendingLeads(database, 3));
    await waitFor(async () => (await states()).every((state) => state === "dead"), 5000, "the digest's leads dead-lettered");
    expect(relay.failures()).toBe(1);
    expect(errors.join("\n")).toMatch(/refused a mail of 3 held notification\(s\) for good; dead-lettered/);
    expect(errors.join("\n")).toMatch(/ACTION NEEDED.*refuses notifications for good/);
    expect((await runtime.readiness()).relay.state).toBe("refusing");
    // Not retried on its own.
    await runtime.worker.flush();
    expect(relay.failures()).toBe(1);

    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/leads.ts", "resend"], {
      env: { ...process.env, DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) },
    });
    expect(stdout).toMatch(/^3 dead-lettered notification/);
    await waitFor(() => relay.mails.length === 1, 5000, "the resent digest");
    for (const id of ids) expect(mailText(relay.mails[0]?.raw ?? "")).toContain(id);
    await waitFor(async () => (await states()).every((state) => state === "sent"), 2000, "the leads marked sent");
    expect((await runtime.readiness()).relay.state).toBe("ok");
  });

  it("keeps a digest the relay refuses for the site's settings (535), logs ACTION NEEDED, and sends it once the account is fixed", async () => {
    const mode = { credentials: { user: "site", pass: "rotated" } };
    const relay = await startRelay(0, mode);
    cleanups.push(relay.close);
    const { errors, runtime, states } = await digestsOnly(`smtp://site:stale@127.0.0.1:${relay.port}`, (database) =>
      seedPendingLeads(database, 3),
    );
    await waitFor(() => relay.authFailures() >= 2, 5000, "the digest tried again at the probe interval");
    expect(errors.join("\n")).toMatch(/ACTION NEEDED.*mail settings.*535/);
    expect(await states()).toEqual(["held", "held", "held"]);
    expect((await runtime.readiness()).relay.state).toBe("misconfigured");

    mode.credentials.pass = "stale";
    await waitFor(() => relay.mails.length === 1, 5000, "the digest once the account works");
    await waitFor(async () => (await states()).every((state) => state === "sent"), 2000, "the leads marked sent");
    expect((await runtime.readiness()).relay.state).toBe("ok");
  });

  it("splits 500 held notifications of long non-Latin text into digests a relay with a 7 MB limit takes", async () => {
    const relay = await startRelay(0, { maxBytes: 7_000_000 });
    cleanups.push(relay.close);
    const long = (length: number) => "Ж€".repeat(length / 2);
    const { ids, states } = await digestsOnly(
      relay.url,
      async (database) => {
        const ids = await seedPendingLeads(database, 500, {
          full_name: long(200),
          job_title: long(200),
          organisation: long(200),
          message: long(500),
          referrer: `https://example.com/${"a".repeat(2000)}`,
        });
        // Already held back (a burst came first): with ten slots free, all go out in digests at once.
        const db = openDatabase(database);
        await db.updateTable("outbox").set({ state: "held" }).execute();
        await db.destroy();
        return ids;
      },
      10,
    );
    await waitFor(async () => (await states()).every((state) => state === "sent"), 60_000, "every lead sent");
    expect(relay.refusedForSize()).toBe(0);
    expect(relay.mails.length).toBeGreaterThan(1);
    for (const mail of relay.mails) expect(mail.raw.length).toBeLessThan(3.2 * DIGEST_MAX_BYTES);
    const mailed = relay.mails.flatMap((mail) => {
      const text = mailText(mail.raw);
      return ids.filter((id) => text.includes(id));
    });
    expect(mailed.sort()).toEqual([...ids].sort());
  }, 90_000);
});
