// A flood of leads fills the notifications' mail allowance; a staff member's sign-in link must still go out at once,
// against the built server with a real SMTP relay, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/fixtures/leads.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { seedPendingLeads } from "#tests/integration/support/backlog.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, mailText, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const ALLOWANCE = 4;

describe.each(testDatabases())("sign-in links under a lead flood on %s", (kind) => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: Awaited<ReturnType<typeof siteDatabase>>;
  let origin: string;

  beforeAll(async () => {
    database = await siteDatabase(kind);
    await seedPendingLeads(database, 10);
    relay = await startRelay();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = await startSite({ ...database.env, SMTP_URL: relay.url, SITE_URL: origin, MAIL_MAX_PER_WINDOW: String(ALLOWANCE) }, port);
  });
  afterAll(async () => {
    await site?.stop();
    await relay?.close();
    await database?.remove();
  });

  const heldNotifications = () =>
    database.query(async (db) => (await db.selectFrom("outbox").select("lead_id").where("state", "=", "held").execute()).length);

  it("mails the link within a minute although the notifications' allowance is used up", async () => {
    // The first leads use up the allowance (the last slot a digest); those that come after it are held back.
    await waitFor(() => relay.mails.length >= ALLOWANCE, 60_000, "the first leads to use up the allowance");
    await seedPendingLeads(database, 20);
    await waitFor(async () => (await heldNotifications()) === 20, 60_000, "the later leads to be held back");
    expect(relay.mails).toHaveLength(ALLOWANCE);
    const email = `flood-${kind}@example.com`;
    await database.query((db) => createStaffSession(db, { email, role: "sales" }));

    const asked = Date.now();
    const answer = await fetch(`${origin}/staff/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    expect(answer.status).toBe(302);
    const link = () => relay.mails.find((mail) => mail.to.includes(email));
    await waitFor(() => Boolean(link()), 60_000, "the sign-in link mail");
    expect(Date.now() - asked).toBeLessThan(60_000);
    expect(mailText(link()!.raw)).toMatch(/\/staff\/sign-in\/link\?token=[\w-]+/);
    // The flood is still held back: the link did not open the notifications' allowance.
    expect(await heldNotifications()).toBeGreaterThan(0);
    expect(relay.mails.filter((mail) => !mail.to.includes(email))).toHaveLength(ALLOWANCE);
  }, 150_000);
});
