import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases, validLead } from "#tests/fixtures/leads.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { decodeMail, freePort, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const PROBE_MS = 2000;
// Sending a handful of mails to a relay on this machine; generous for a busy test run.
const SEND_MS = 4000;

describe.each(testDatabases())("a relay outage and its end, on %s", (kind) => {
  async function siteWithoutRelay(allowance: number) {
    const database = await siteDatabase(kind);
    cleanups.push(database.remove);
    const port = await freePort();
    const site = await startSite({
      ...database.env,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_MS: "1000",
      MAIL_MAX_PER_WINDOW: String(allowance),
      MAIL_WINDOW_MINUTES: "3",
      OUTBOX_PROBE_MS: String(PROBE_MS),
      OUTBOX_RETRY_BASE_MS: "300",
      OUTBOX_MAX_AGE_SECONDS: "1",
    });
    cleanups.push(() => site.stop());
    const ids: string[] = [];
    for (let n = 0; n < 9; n++) {
      const response = await site.post({ ...validLead, message: `Sent during the outage, number ${n}` });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const outbox = () => database.query((db) => db.selectFrom("outbox").select(["state", "attempts"]).execute());
    const readyz = async () => {
      const response = await fetch(`${site.base}/readyz`);
      return { status: response.status, text: await response.text() };
    };
    return { database, port, site, ids, outbox, readyz };
  }

  /** Which of `ids` each received mail carries (a notification one, a digest several). */
  const idsIn = (mails: { raw: string }[], ids: string[]) => mails.map((mail) => ids.filter((id) => decodeMail(mail.raw).includes(id)));

  it("spends no allowance on failed attempts or probes, and mails every waiting lead within OUTBOX_PROBE_MS of the relay's return", async () => {
    const { port, ids, outbox, readyz, site } = await siteWithoutRelay(6);
    // Twice the allowance in failed attempts.
    await waitFor(async () => (await outbox()).reduce((sum, row) => sum + row.attempts, 0) >= 12, 20_000, "a dozen failed attempts");
    expect((await outbox()).filter((row) => row.state !== "pending")).toEqual([]);
    // Past OUTBOX_MAX_AGE_SECONDS (1 s), notifications count as stuck.
    await waitFor(async () => (await readyz()).status === 503, 5000, "/readyz to report stuck notifications");
    const during = await readyz();
    // The public answer names no internal address and quotes no error; the log has the detail, once per change.
    expect(during.text).not.toMatch(/127\.0\.0|ECONNREFUSED|connect/i);
    for (let n = 0; n < 5; n++) expect((await readyz()).status).toBe(503);
    const changes = () =>
      site
        .output()
        .split("\n")
        .filter((line) => line.includes("Readiness changed"));
    await waitFor(() => changes().some((line) => line.includes("ECONNREFUSED")), 2000, "the readiness change in the log");
    expect(changes().filter((line) => line.includes('to \\"unavailable'))).toHaveLength(1);
    expect(site.output()).not.toMatch(/"request failed".*readyz|readyz.*"request failed"/);

    // The request log redacts an address however its "@" is written.
    await fetch(`${site.base}/contact-us/priya.raman%40harbormutual.com`, { headers: { "x-request-id": "redaction-check" } });
    await waitFor(() => site.output().includes("redaction-check"), 2000, "the request line");
    expect(site.output()).not.toContain("harbormutual");

    const relay = await startRelay(port);
    cleanups.push(relay.close);
    await waitFor(() => idsIn(relay.mails, ids).flat().length === ids.length, PROBE_MS + SEND_MS, "every waiting lead mailed");
    // Five on their own and the rest in one digest, in the last slot of the allowance.
    expect(relay.mails.length).toBeLessThanOrEqual(6);
    expect(idsIn(relay.mails, ids).flat().sort()).toEqual([...ids].sort());
    expect(relay.mails.some((mail) => /^X-Lead-Digest: \d+/m.test(mail.raw))).toBe(true);
    // The relay has the last mail a moment before the outbox records it.
    await waitFor(async () => JSON.parse((await readyz()).text).queue?.held === 0, SEND_MS, "/readyz to see the queue empty");
    expect(JSON.parse((await readyz()).text)).toMatchObject({ status: "ok", mail: "ok", queue: { pending: 0, held: 0 } });
    expect(site.output()).toMatch(/Mail relay works again/);
    await waitFor(() => changes().some((line) => line.includes('to \\"ok\\"')), 2000, `the recovery in the log:\n${changes().join("\n")}`);
  });

  it("with an allowance of one, holds every notification for a digest, and a digest that goes through makes the relay healthy", async () => {
    const { port, ids, database, readyz } = await siteWithoutRelay(1);
    const held = () =>
      database.query(async (db) =>
        Number((await sql<{ n: number }>`select count(*) as n from outbox where state = 'held'`.execute(db)).rows[0]?.n),
      );
    await waitFor(async () => (await held()) === ids.length, 10_000, "every notification held for a digest");
    await waitFor(
      async () => JSON.parse((await readyz()).text).mail === "unreachable",
      PROBE_MS + SEND_MS,
      "/readyz to see the failing digest",
    );

    const relay = await startRelay(port);
    cleanups.push(relay.close);
    await waitFor(() => relay.mails.length === 1, PROBE_MS + SEND_MS, "the digest");
    expect(idsIn(relay.mails, ids)[0]?.sort()).toEqual([...ids].sort());
    await waitFor(async () => JSON.parse((await readyz()).text).status === "ok", SEND_MS, "/readyz to report the relay healthy");
  });
});
