import { afterEach, describe, expect, it } from "vitest";
import { leadRows, notificationMail } from "./notification-mail";
import type { Lead } from "./lead-repository";
import { leadRow, whitepaperFields } from "#tests/fixtures/lead-rows.ts";
import { testRuntime, validLead } from "#tests/fixtures/leads.ts";
import { decodeMail } from "#tests/integration/support/smtp-relay.ts";

const stored = (fields: Partial<Lead> = {}) =>
  ({ ...leadRow("2026-11-28T04:30:00.000Z"), status: "new", owner_account_id: null, ...fields }) as Lead;

describe("the sales notification", () => {
  it("links to the lead in the staff inbox, in its text and (escaped) in its HTML", () => {
    const lead = stored();
    const mail = notificationMail(lead, `https://firm.example/staff/leads/${lead.id}?a=1&b=2`);
    expect(mail.text).toContain(`Open this lead in the inbox: https://firm.example/staff/leads/${lead.id}?a=1&b=2`);
    expect(mail.html).toContain(`<a href="https://firm.example/staff/leads/${lead.id}?a=1&#38;b=2">Open this lead in the inbox</a>`);
    expect(notificationMail(lead).text).not.toContain("Open this lead");
  });

  it("names a whitepaper by its title and a time in words when the reader asks for them", () => {
    const lead = stored(whitepaperFields("whitepapers-details") as Partial<Lead>);
    const rows = Object.fromEntries(leadRows(lead, { paperTitle: () => "Data Governance at Scale", time: () => "in words" }));
    expect(rows.Whitepaper).toBe("Data Governance at Scale (/resources/whitepapers/whitepapers-details)");
    expect(rows.Received).toBe("in words");
    expect(Object.fromEntries(leadRows(lead)).Received).toBe("2026-11-28T04:30:00.000Z");
  });
});

describe("the notification the outbox writes", () => {
  let env: Awaited<ReturnType<typeof testRuntime>> | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it("carries the lead's address in the inbox at SITE_URL", async () => {
    env = await testRuntime({ siteUrl: "https://www.firm.example" });
    const result = await env.runtime.service.submit({ ...validLead, elapsed: "5000" }, { source: "api", ip: "10.0.0.1" });
    if (!result.ok) throw new Error("lead not stored");
    await env.runtime.worker.flush();
    expect(decodeMail(env.readMail(result.id))).toContain(`https://www.firm.example/staff/leads/${result.id}`);
  });
});
