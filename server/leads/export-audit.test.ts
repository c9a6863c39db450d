import { afterEach, describe, expect, it } from "vitest";
import { EXPORT_AUDIT, exportAuditDetail } from "./export-audit";
import { leadActivity } from "./lead-activity";
import { readInboxFilter } from "./lead-inbox";
import { recordAudit } from "#server/staff/audit.ts";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { testDatabases, testRuntime } from "#tests/fixtures/leads.ts";

let env: Awaited<ReturnType<typeof testRuntime>> | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const ana = { accountId: "account-ana", email: "ana@lumenor.example" };
const ben = { accountId: "account-ben", email: "ben@lumenor.example" };

describe.each(testDatabases())("CSV exports in a lead's timeline on %s", (database) => {
  it("shows each export whose filter the lead passed, after it arrived, with the file's count and who ran it", async () => {
    env = await testRuntime({ database });
    // Days ahead, a day further for each database in turn: the audit log never records a line earlier than this
    // process's previous one (server/staff/audit.ts), so each run's times must come after the run before.
    const base = Date.now() + 86_400_000 * (testDatabases().indexOf(database) + 1);
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const { db } = env.runtime;
    const harbor = {
      ...inboxLead({ id: "L-20260302-HARBOR", created_at: at(0).toISOString(), organisation: "Quayside Mutual" }),
      delivered_at: null,
    };
    const north = {
      ...inboxLead({ id: "L-20260302-NORTH", created_at: at(1).toISOString(), organisation: "Northgate Water" }),
      delivered_at: null,
    };
    const later = {
      ...inboxLead({ id: "L-20260302-LATER", created_at: at(30).toISOString(), organisation: "Quayside Later" }),
      delivered_at: null,
    };
    await storeInboxLeads(db, [harbor, north]);
    // As the export route records it: the member's filter, counted when the file is made.
    const exportAs = async (actor: typeof ana, query: string, minutes: number) => {
      const { filter } = readInboxFilter(new URLSearchParams(query), actor.accountId, at(minutes));
      await recordAudit(db, { actor, ...EXPORT_AUDIT, detail: await exportAuditDetail(db, filter) }, at(minutes));
    };
    await exportAs(ana, "q=quayside", 10);
    await exportAs(ben, "", 11);
    await exportAs(ben, "view=mine", 12);
    await storeInboxLeads(db, [later]);
    await exportAs(ana, "q=quayside", 40);

    const exportsIn = async (lead: typeof harbor) =>
      (await leadActivity(db, lead)).filter((line) => line.what.startsWith("Exported")).map(({ at, who, what }) => [at, who, what]);
    expect(await exportsIn(harbor)).toEqual([
      [at(40).toISOString(), ana.email, "Exported (in a CSV of 2 leads)"],
      [at(11).toISOString(), ben.email, "Exported (in a CSV of 2 leads)"],
      [at(10).toISOString(), ana.email, "Exported (in a CSV of 1 lead)"],
    ]);
    expect(await exportsIn(north)).toEqual([[at(11).toISOString(), ben.email, "Exported (in a CSV of 2 leads)"]]);
    expect(await exportsIn(later)).toEqual([[at(40).toISOString(), ana.email, "Exported (in a CSV of 2 leads)"]]);
  });
});
