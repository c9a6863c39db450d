// Every change a lead page or the inbox's bulk bar can post, per role, through the built server with this site's
// Origin (so only the role decides): an editor (no leads access) is refused each with a 403 in words and changes
// nothing; a sales member's same posts go through (or are refused in words for what the lead itself forbids).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { validLead } from "#tests/fixtures/leads.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort } from "#tests/integration/support/smtp-relay.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";

const ROLE_REFUSAL = "Your role may not open this page";

/** The lead page's intents, each with a form that is valid for a member allowed to post it. */
const LEAD_INTENTS: Record<string, Record<string, string>> = {
  status: { status: "contacted" },
  owner: { owner: "me" },
  "follow-up": { followUpOn: "2031-02-03" },
  note: { text: "Called; a workshop next week." },
  "note-edit": { text: "Called; a workshop on Tuesday." },
  "note-delete": {},
  spam: {},
  "not-spam": {},
  resend: {},
};

/** The bulk bar's operations on the selected leads. */
const BULK_OPERATIONS = ["spam", "status:qualified", "owner:me", "owner:none"];

/** What a post to a lead could change: its row, its notes, and the audit log. */
const footprint = async (db: SiteDb, leadId: string) => ({
  lead: await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst(),
  notes: await db.selectFrom("lead_notes").selectAll().where("lead_id", "=", leadId).execute(),
  audit: Number(
    (
      await db
        .selectFrom("staff_audit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe("lead changes and bulk actions by role", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let database: Awaited<ReturnType<typeof siteDatabase>>;
  let db: SiteDb;
  let origin: string;

  beforeAll(async () => {
    database = await siteDatabase("sqlite");
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = await startSite({ ...database.env, SITE_URL: origin }, port);
    db = openDatabase(database);
  });
  afterAll(async () => {
    await db?.destroy();
    await site?.stop();
    await database?.remove();
  });

  /** A lead of its own (the API answers a repeated identical post with the first lead's id). */
  async function newLead(organisation: string): Promise<string> {
    const sent = await fetch(`${site.base}/api/sendMail`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ ...validLead, organisation, elapsed: "5000" }),
    });
    expect(sent.status).toBe(200);
    return ((await sent.json()) as { id: string }).id;
  }

  const post = async (path: string, cookie: string, form: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
    const answer = await fetch(`${site.base}${path}`, { method: "POST", redirect: "manual", headers: { cookie, origin }, body });
    const text = await answer.text();
    // A refusal in words is the page's alert (or, by role, the staff frame's error page).
    const alert = /role="alert"[^>]*>([^<]*)</.exec(text)?.[1] ?? "";
    return { status: answer.status, location: answer.headers.get("location"), body: text, alert };
  };

  it("refuses an editor every lead intent and bulk operation with a 403 in words, and changes nothing", async () => {
    const leadId = await newLead("Roles Editor Insurance");
    const author = await createStaffSession(db, { email: "sales-roles-author@lumenor.example", role: "sales" });
    await post(staffPaths.lead(leadId), author.cookie, { intent: "note", text: "A note the editor must not touch." });
    const note = await db.selectFrom("lead_notes").select("id").where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    const editor = await createStaffSession(db, { email: "editor-roles@lumenor.example", role: "editor" });
    // Its notification is sent first, so the outbox changes nothing while the editor posts.
    await vi.waitFor(async () => expect((await footprint(db, leadId)).lead?.delivery_status).toBe("sent"), { timeout: 15_000 });
    const before = await footprint(db, leadId);

    const answers: Record<string, { status: number; refusedInWords: boolean }> = {};
    for (const [intent, form] of Object.entries(LEAD_INTENTS)) {
      const answer = await post(staffPaths.lead(leadId), editor.cookie, { intent, note: note.id, ...form });
      answers[`lead ${intent}`] = { status: answer.status, refusedInWords: answer.body.includes(ROLE_REFUSAL) };
    }
    for (const operation of BULK_OPERATIONS) {
      const answer = await post(`${staffPaths.leads}?index`, editor.cookie, { lead: leadId, operation });
      answers[`bulk ${operation}`] = { status: answer.status, refusedInWords: answer.body.includes(ROLE_REFUSAL) };
    }
    const everyOne = Object.fromEntries(Object.keys(answers).map((key) => [key, { status: 403, refusedInWords: true }]));
    expect(answers).toEqual(everyOne);
    expect(await footprint(db, leadId)).toEqual(before);
  });

  it("lets a sales member post each, audited, and refuses in words only what the lead itself forbids", async () => {
    const leadId = await newLead("Roles Sales Insurance");
    const sales = await createStaffSession(db, { email: "sales-roles@lumenor.example", role: "sales" });
    // Its notification is sent first: while the outbox holds it, "spam" is refused (a mail being sent cannot be called
    // back), which is right, but not what this test is about.
    await vi.waitFor(async () => expect((await footprint(db, leadId)).lead?.delivery_status).toBe("sent"), { timeout: 15_000 });
    const auditBefore = (await footprint(db, leadId)).audit;
    const outcomes: Record<string, string> = {};
    for (const [intent, form] of Object.entries(LEAD_INTENTS)) {
      const note = await db
        .selectFrom("lead_notes")
        .select("id")
        .where("lead_id", "=", leadId)
        .where("author_account_id", "=", sales.accountId)
        .executeTakeFirst();
      const answer = await post(staffPaths.lead(leadId), sales.cookie, { intent, note: note?.id ?? "", ...form });
      outcomes[`lead ${intent}`] = answer.status === 302 ? (answer.location ?? "") : `${answer.status} ${answer.alert}`;
    }
    expect(outcomes).toEqual({
      "lead status": `${staffPaths.lead(leadId)}?done=status`,
      "lead owner": `${staffPaths.lead(leadId)}?done=owner`,
      "lead follow-up": `${staffPaths.lead(leadId)}?done=follow-up`,
      "lead note": `${staffPaths.lead(leadId)}?done=note`,
      "lead note-edit": `${staffPaths.lead(leadId)}?done=note-edit`,
      "lead note-delete": `${staffPaths.lead(leadId)}?done=note-delete`,
      "lead spam": `${staffPaths.lead(leadId)}?done=spam`,
      "lead not-spam": expect.stringMatching(new RegExp(`^${staffPaths.lead(leadId)}\\?done=not-spam`)),
      // Its notification went out (or waits): only a dead-lettered one is sent again.
      "lead resend": "409 Only a dead-lettered notification is sent again.",
    });
    for (const operation of BULK_OPERATIONS) {
      const answer = await post(`${staffPaths.leads}?index`, sales.cookie, { lead: leadId, operation });
      expect(answer.status, operation).toBe(302);
      expect(answer.location, operation).toMatch(new RegExp(`done=${operation.split(":")[0]}&changed=1$`));
    }
    const after = await footprint(db, leadId);
    expect(after.lead).toMatchObject({ status: "qualified", owner_account_id: null, follow_up_on: "2031-02-03" });
    expect(after.audit).toBeGreaterThan(auditBefore + Object.keys(LEAD_INTENTS).length);
  });
});
