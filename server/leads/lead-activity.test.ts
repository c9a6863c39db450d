import { afterEach, describe, expect, it } from "vitest";
import { leadActivity, neighbourLeads } from "./lead-activity";
import { recordAudit } from "#server/staff/audit.ts";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { testRuntime } from "#tests/fixtures/leads.ts";

let env: Awaited<ReturnType<typeof testRuntime>> | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 9, minutes));

describe("a lead's activity", () => {
  it("reads what staff did, newest first, in words, with its arrival and notification, leaving out reloads after a change", async () => {
    env = await testRuntime();
    const { db } = env.runtime;
    const lead = { ...inboxLead({ id: "L-20260302-TIMELINE", created_at: at(0).toISOString() }), delivered_at: at(1).toISOString() };
    await storeInboxLeads(db, [lead]);
    const ana = { accountId: "account-ana", email: "ana@lumenor.example" };
    const ben = { accountId: "account-ben", email: "ben@lumenor.example" };
    const audit = (actor: typeof ana, action: string, minutes: number, detail?: string) =>
      recordAudit(db, { actor, action, subject: lead.id, detail }, at(minutes));
    await audit(ana, "lead.view", 10);
    await audit(ana, "lead.owner", 11, "owner ben@lumenor.example");
    await audit(ana, "lead.assignment-mail", 11, "to ben@lumenor.example");
    await audit(ana, "lead.view", 11);
    await audit(ben, "lead.view", 50);
    await audit(ben, "lead.status", 52, "new → contacted");
    await audit(ben, "lead.view", 52);
    await audit(ben, "lead.follow-up", 53, "2026-03-09");
    await recordAudit(db, { actor: ben, action: "lead.view", subject: "L-another-lead" }, at(54));

    expect((await leadActivity(db, lead)).map(({ who, what }) => [who, what])).toEqual([
      ["ben@lumenor.example", "Set the follow-up to 2026-03-09"],
      ["ben@lumenor.example", "Changed the status: new → contacted"],
      ["ben@lumenor.example", "Opened the lead"],
      ["ana@lumenor.example", "Mailed the new owner (ben@lumenor.example)"],
      ["ana@lumenor.example", "Gave it to ben@lumenor.example"],
      ["ana@lumenor.example", "Opened the lead"],
      [null, "Sales was notified by mail"],
      [null, "Received through the website"],
    ]);
  });

  it("names the leads received just before and after, in the same box", async () => {
    env = await testRuntime();
    const { db } = env.runtime;
    const leads = [0, 1, 2, 3].map((n) =>
      inboxLead({ id: `L-20260302-N${n}`, created_at: at(n).toISOString(), delivery_status: n === 2 ? "spam" : "sent" }),
    );
    await storeInboxLeads(db, leads);
    const around = await neighbourLeads(db, leads[1]!);
    expect([around.newer?.id, around.older?.id]).toEqual(["L-20260302-N3", "L-20260302-N0"]);
    expect(await neighbourLeads(db, leads[2]!)).toEqual({ newer: undefined, older: undefined });
  });
});
