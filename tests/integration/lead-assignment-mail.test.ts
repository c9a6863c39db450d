// Giving a lead to a colleague mails them a link to it, through the built server, the staff mail queue and a real
// SMTP relay, on SQLite and PostgreSQL; taking a lead yourself mails nobody.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { testDatabases } from "#tests/fixtures/leads.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, mailText, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

describe.each(testDatabases())("a lead given to a colleague on %s", (kind) => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: Awaited<ReturnType<typeof siteDatabase>>;
  let origin: string;
  const lead = inboxLead({
    id: `L-20260301-ASSIGN${kind.toUpperCase()}`,
    created_at: "2026-03-01T09:00:00.000Z",
    organisation: "Harbor Mutual",
  });

  beforeAll(async () => {
    database = await siteDatabase(kind);
    relay = await startRelay();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = await startSite({ ...database.env, SMTP_URL: relay.url, SITE_URL: origin }, port);
    // The server made the tables at start.
    await database.query((db) => storeInboxLeads(db, [lead]));
  });
  afterAll(async () => {
    await site?.stop();
    await relay?.close();
    await database?.remove();
  });

  const giveLead = (cookie: string, owner: string) =>
    fetch(`${origin}${staffPaths.lead(lead.id)}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "owner", owner }),
    });
  const staffMailTo = (email: string) =>
    database.query((db) => db.selectFrom("staff_mail").select("subject").where("recipient", "=", email).execute());

  it("mails the new owner a link that opens the lead, and mails nobody when a member takes it", async () => {
    const giver = await database.query((db) => createStaffSession(db, { email: `giver-${kind}@lumenor.example`, role: "sales" }));
    const colleague = await database.query((db) => createStaffSession(db, { email: `colleague-${kind}@lumenor.example`, role: "sales" }));

    const given = await giveLead(giver.cookie, colleague.accountId);
    expect(given.status).toBe(302);
    expect(given.headers.get("location")).toBe(`${staffPaths.lead(lead.id)}?done=owner-mailed`);
    const mail = () => relay.mails.find((each) => each.to.includes(`colleague-${kind}@lumenor.example`));
    await waitFor(() => Boolean(mail()), 60_000, "the assignment mail");
    const text = mailText(mail()!.raw);
    expect(text).toContain(`giver-${kind}@lumenor.example gave you the lead from ${lead.full_name} at Harbor Mutual.`);
    const link = text.match(/sign in if you are not\): (\S+)/)?.[1];
    expect(link).toBe(`${origin}${staffPaths.lead(lead.id)}`);
    // The colleague, signed in, opens it from the link.
    const opened = await fetch(link!, { headers: { cookie: colleague.cookie } });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Harbor Mutual");

    // The colleague takes nothing new by keeping it, and the giver taking it back is no news to anyone by mail.
    expect((await giveLead(colleague.cookie, "me")).headers.get("location")).toBe(`${staffPaths.lead(lead.id)}?done=owner`);
    expect((await giveLead(giver.cookie, "me")).headers.get("location")).toBe(`${staffPaths.lead(lead.id)}?done=owner`);
    expect(await staffMailTo(`giver-${kind}@lumenor.example`)).toEqual([]);
    expect(await staffMailTo(`colleague-${kind}@lumenor.example`)).toHaveLength(1);
  }, 150_000);
});
