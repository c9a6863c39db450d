import { afterEach, describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, inboxLeads, inboxPage, readInboxFilter, type InboxFilter } from "./lead-inbox";
import { followUpDay, leadWorkflow, SPAM_BY_STAFF } from "./lead-workflow";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { staffAccounts } from "#server/staff/accounts.ts";
import { testDatabases, testRuntime } from "#tests/fixtures/leads.ts";
import { waitFor } from "#tests/integration/support/smtp-relay.ts";

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const inbox: InboxFilter = { query: "", box: "inbox" };
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString();
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** 120 leads, one a day from 2025-01-01; every tenth spam, every third a whitepaper, statuses in turn. */
function seeded() {
  const statuses = ["new", "contacted", "qualified", "won", "lost"] as const;
  return Array.from({ length: 120 }, (_, n) =>
    inboxLead({
      id: `L-2025-${String(n).padStart(4, "0")}`,
      created_at: day(n),
      full_name: `Person ${n}`,
      organisation: n === 7 ? "Northwind 100% Logistics" : `Company ${n}`,
      email: `person${n}@example${n % 4}.com`,
      message: n === 42 ? "Tell us about STREAMING pipelines and ml" : "General enquiry",
      kind: n % 3 === 0 ? "whitepaper" : "contact",
      status: statuses[n % 5],
      delivery_status: n % 10 === 9 ? "spam" : "sent",
      spam_reason: n % 10 === 9 ? "honeypot" : null,
    }),
  );
}

describe.each(testDatabases())("the staff inbox's queries on %s", (database) => {
  it("page the inbox newest first by keyset, forward and back, with the total", async () => {
    env = await testRuntime({ database });
    const leads = seeded();
    await storeInboxLeads(env.runtime.db, leads);
    const expected = leads
      .filter((lead) => lead.delivery_status !== "spam")
      .map((lead) => lead.id)
      .reverse();

    const first = await inboxPage(env.runtime.db, inbox, {}, 50);
    expect(first.total).toBe(108);
    expect(ids(first.rows)).toEqual(expected.slice(0, 50));
    expect(first.newer).toBeUndefined();
    const second = await inboxPage(env.runtime.db, inbox, { after: first.older }, 50);
    expect(ids(second.rows)).toEqual(expected.slice(50, 100));
    const third = await inboxPage(env.runtime.db, inbox, { after: second.older }, 50);
    expect(ids(third.rows)).toEqual(expected.slice(100));
    expect(third.older).toBeUndefined();
    const back = await inboxPage(env.runtime.db, inbox, { before: third.newer }, 50);
    expect(ids(back.rows)).toEqual(expected.slice(50, 100));
    const backToFirst = await inboxPage(env.runtime.db, inbox, { before: back.newer }, 50);
    expect(ids(backToFirst.rows)).toEqual(expected.slice(0, 50));
    expect(backToFirst.newer).toBeUndefined();
    expect(decodeCursor(encodeCursor({ createdAt: day(3), id: "L-1" }))).toEqual({ createdAt: day(3), id: "L-1" });
    expect(decodeCursor("not a cursor")).toBeUndefined();
  });

  it("filter by box, kind, status and days, and search name, organisation, e-mail and message", async () => {
    env = await testRuntime({ database });
    await storeInboxLeads(env.runtime.db, seeded());
    const find = async (filter: Partial<InboxFilter>) => {
      const page = await inboxPage(env!.runtime.db, { ...inbox, ...filter }, {}, 200);
      return ids(page.rows).map((id) => Number(id.slice(-4)));
    };
    expect(await find({ box: "spam" })).toEqual([119, 109, 99, 89, 79, 69, 59, 49, 39, 29, 19, 9]);
    expect(await find({ kind: "whitepaper", status: "won" })).toEqual([108, 93, 78, 63, 48, 33, 18, 3]);
    expect(await find({ from: "2025-01-03", to: "2025-01-05" })).toEqual([4, 3, 2]);
    // Case-insensitive substrings of every searched field; every word must match; % is a character, not a wildcard.
    expect(await find({ query: "person42@" })).toEqual([42]);
    expect(await find({ query: "streaming" })).toEqual([42]);
    expect(await find({ query: "pipelines STREAMING" })).toEqual([42]);
    expect(await find({ query: "streaming nowhere" })).toEqual([]);
    expect(await find({ query: "100%" })).toEqual([7]);
    expect(await find({ query: "example3.com person11" })).toEqual([115, 111, 11]);
    expect(await find({ query: "northwind" })).toEqual([7]);
    expect(await find({ query: "nobody-has-this" })).toEqual([]);
    expect(await find({ query: "7%x" })).toEqual([]);
    expect(await find({ query: "o_1" })).toEqual([]);
  });

  it("read the filter from the address, dropping what is not one with a note", () => {
    const { filter, problems } = readInboxFilter(
      new URLSearchParams("q=+acme+ai&kind=fax&status=won&from=2025-13-01&to=2025-02-01&box=spam"),
      undefined,
      new Date("2025-03-04T23:59:00Z"),
    );
    expect(filter).toEqual({ query: "acme ai", status: "won", to: "2025-02-01", box: "spam", today: "2025-03-04" });
    expect(problems).toEqual([
      expect.stringContaining("left out: ai"),
      expect.stringContaining("fax"),
      expect.stringContaining("2025-13-01"),
    ]);
  });

  it("export every lead of the filter in batches, in the list's order", async () => {
    env = await testRuntime({ database });
    await storeInboxLeads(env.runtime.db, seeded());
    const all: string[] = [];
    for await (const lead of inboxLeads(env.runtime.db, { ...inbox, kind: "contact" }, 7)) all.push(lead.id);
    const page = await inboxPage(env.runtime.db, { ...inbox, kind: "contact" }, {}, 500);
    expect(all).toEqual(ids(page.rows));
    expect(all.length).toBe(page.total);
  });

  it("keep the search in step with edits and deletions", async () => {
    env = await testRuntime({ database });
    await storeInboxLeads(env.runtime.db, seeded());
    await env.runtime.db.updateTable("leads").set({ organisation: "Quillfeather Analytics" }).where("id", "=", "L-2025-0010").execute();
    expect(ids((await inboxPage(env.runtime.db, { ...inbox, query: "quillfeather" })).rows)).toEqual(["L-2025-0010"]);
    expect(ids((await inboxPage(env.runtime.db, { ...inbox, query: "Company 10" })).rows)).not.toContain("L-2025-0010");
    expect(await env.runtime.leads.countBefore(day(10))).toBe(10);
    expect(await env.runtime.leads.purgeBefore(day(11))).toBe(11);
    expect(ids((await inboxPage(env.runtime.db, { ...inbox, query: "quillfeather" })).rows)).toEqual([]);
  });

  it("work a lead: status, owner, notes, spam and not spam (which queues its notification through the outbox)", async () => {
    env = await testRuntime({ database });
    const lead = inboxLead({
      id: "L-20250101-AAAAAAAAAA",
      created_at: new Date().toISOString(),
      delivery_status: "pending",
      delivered_at: null,
    });
    // Stopped first: a running worker may send the notification before the test marks the lead as spam.
    await env.runtime.worker.stop();
    await storeInboxLeads(env.runtime.db, [lead]);
    const flow = leadWorkflow(env.runtime.db);
    expect(await flow.setStatus(lead.id, "qualified")).toBe(true);
    expect(await flow.setStatus("L-20990101-NOSUCHLEAD", "won")).toBe(false);
    expect(await flow.setOwner(lead.id, "account-1")).toBe(true);
    const author = { accountId: "account-1", email: "sales@lumenor.example" };
    expect(await flow.addNote(lead.id, author, "Called, <b>keen</b>", "2025-03-01T10:00:00.000Z")).toBe(true);
    expect(await flow.addNote("L-20990101-NOSUCHLEAD", author, "x", "2025-03-01T10:00:00.000Z")).toBe(false);
    expect(await flow.notes(lead.id)).toMatchObject([{ author_email: author.email, text: "Called, <b>keen</b>" }]);
    expect(await env.runtime.leads.get(lead.id)).toMatchObject({ status: "qualified", owner_account_id: "account-1" });

    const now = new Date().toISOString();
    expect(await flow.markSpam(lead.id, now)).toBe("done");
    expect(await env.runtime.outbox.entry(lead.id)).toBeUndefined();
    expect(await env.runtime.leads.get(lead.id)).toMatchObject({ delivery_status: "spam", spam_reason: SPAM_BY_STAFF });
    expect(await flow.markSpam(lead.id, now)).toBe("already");
    expect(ids((await inboxPage(env.runtime.db, { ...inbox, box: "spam" })).rows)).toEqual([lead.id]);

    expect(await flow.markNotSpam(lead.id, now)).toBe("queued");
    expect(await flow.markNotSpam(lead.id, now)).toBe("already");
    env.runtime.worker.start();
    const mailed = env;
    await waitFor(() => mailed.mailFiles().includes(`${lead.id}.eml`), 10_000, "the notification of the lead moved out of spam");
    await waitFor(async () => (await mailed.runtime.leads.get(lead.id))?.delivery_status === "sent", 10_000, "the lead marked sent");

    // Spam again after it went out, then not spam: the sent notification is kept, not mailed twice.
    expect(await flow.markSpam(lead.id, new Date().toISOString())).toBe("done");
    expect(await env.runtime.outbox.entry(lead.id)).toMatchObject({ state: "sent" });
    expect(await flow.markNotSpam(lead.id, new Date().toISOString())).toBe("sent-before");
    expect(await env.runtime.leads.get(lead.id)).toMatchObject({ delivery_status: "sent", spam_reason: null });
    // Purging the lead takes its notes with it.
    expect(await env.runtime.leads.purgeBefore(new Date(Date.now() + 1000).toISOString())).toBe(1);
    expect(await flow.notes(lead.id)).toEqual([]);
  });
  it("show the views Mine, Unassigned and New from the address, each row with the start of its message", async () => {
    env = await testRuntime({ database });
    const leads = seeded();
    await storeInboxLeads(env.runtime.db, leads);
    const flow = leadWorkflow(env.runtime.db);
    for (const n of [3, 5, 8]) await flow.setOwner(leads[n]!.id, "account-me");
    await flow.setOwner(leads[6]!.id, "account-colleague");
    const view = async (name: string, me?: string) =>
      ids((await inboxPage(env!.runtime.db, readInboxFilter(new URLSearchParams({ view: name }), me).filter, {}, 200)).rows);

    expect(await view("mine", "account-me")).toEqual([leads[8]!.id, leads[5]!.id, leads[3]!.id]);
    expect(await view("mine")).toEqual([]);
    const unassigned = await view("unassigned");
    expect(unassigned).toHaveLength(108 - 4);
    expect(unassigned).not.toContain(leads[6]!.id);
    const fresh = await view("new");
    expect(fresh).toEqual(
      leads
        .filter((lead, n) => n % 5 === 0 && lead.delivery_status !== "spam")
        .map((lead) => lead.id)
        .reverse(),
    );
    expect(readInboxFilter(new URLSearchParams({ view: "everything" })).problems).toEqual([
      'Unknown view "everything": showing every lead.',
    ]);

    const long = inboxLead({ id: "L-2026-long", created_at: day(500), message: `${"Word ".repeat(60)}end` });
    await storeInboxLeads(env.runtime.db, [long]);
    const [row] = (await inboxPage(env.runtime.db, inbox, {}, 1)).rows;
    expect(row?.excerpt).toBe(long.message.slice(0, 140));
  });

  it("show under Overdue the open leads whose follow-up day has passed, by the server's clock, and refuse a non-date", async () => {
    env = await testRuntime({ database });
    const leads = seeded();
    await storeInboxLeads(env.runtime.db, leads);
    const flow = leadWorkflow(env.runtime.db);
    const [due, today, later, closed] = [leads[1]!, leads[2]!, leads[5]!, leads[7]!];
    await flow.setFollowUp(due.id, "2026-03-01");
    await flow.setFollowUp(today.id, "2026-03-02");
    await flow.setFollowUp(later.id, "2026-03-09");
    await flow.setFollowUp(closed.id, "2026-02-01");
    await flow.setStatus(closed.id, "lost");
    const overdue = async (now: string) =>
      ids(
        (await inboxPage(env!.runtime.db, readInboxFilter(new URLSearchParams({ view: "overdue" }), undefined, new Date(now)).filter)).rows,
      );

    expect(await overdue("2026-03-02T08:00:00Z")).toEqual([due.id]);
    // A week on, the clock has passed two more: a closed lead is never overdue.
    expect(await overdue("2026-03-10T08:00:00Z")).toEqual([later.id, today.id, due.id]);
    await flow.setFollowUp(due.id, null);
    expect(await overdue("2026-03-10T08:00:00Z")).toEqual([later.id, today.id]);
    const [row] = (await inboxPage(env.runtime.db, { ...inbox, view: "overdue", today: "2026-03-10" }, {}, 1)).rows;
    expect(row?.follow_up_on).toBe("2026-03-09");

    expect(followUpDay("2026-02-30")).toEqual({ ok: false, error: "Give the follow-up as a date, such as 2026-12-03." });
    expect(followUpDay("tomorrow")).toMatchObject({ ok: false });
    expect(followUpDay("")).toEqual({ ok: true, day: null });
    expect(followUpDay("2026-12-03")).toEqual({ ok: true, day: "2026-12-03" });
  });

  it("sort by status or by owner, newest first within each, paging forward and back by keyset", async () => {
    env = await testRuntime({ database });
    const leads = seeded();
    await storeInboxLeads(env.runtime.db, leads);
    const accounts = staffAccounts(env.runtime.db);
    const [ana, ben] = [await accounts.add("ana@lumenor.example", "sales"), await accounts.add("ben@lumenor.example", "sales")];
    const flow = leadWorkflow(env.runtime.db);
    for (const [n, lead] of leads.entries()) if (n % 3 !== 2) await flow.setOwner(lead.id, n % 3 === 0 ? ben.id : ana.id);
    const inboxLeadsOnly = leads.filter((lead) => lead.delivery_status !== "spam");
    const ownerOf = (n: number) => (n % 3 === 2 ? "" : n % 3 === 0 ? "ben@lumenor.example" : "ana@lumenor.example");
    const rank = (status: string) => ["new", "contacted", "qualified", "won", "lost"].indexOf(status);
    const newestFirst = (a: (typeof leads)[number], b: (typeof leads)[number]) => (a.created_at < b.created_at ? 1 : -1);
    const expected = {
      status: [...inboxLeadsOnly].sort((a, b) => rank(a.status) - rank(b.status) || newestFirst(a, b)),
      owner: [...inboxLeadsOnly].sort((a, b) => ownerOf(leads.indexOf(a)).localeCompare(ownerOf(leads.indexOf(b))) || newestFirst(a, b)),
    };
    for (const sort of ["status", "owner"] as const) {
      const { filter, problems } = readInboxFilter(new URLSearchParams({ sort }));
      expect(problems).toEqual([]);
      const forward: string[] = [];
      let page = await inboxPage(env.runtime.db, filter, {}, 7);
      forward.push(...ids(page.rows));
      while (page.older) {
        page = await inboxPage(env.runtime.db, filter, { after: decodeCursor(encodeCursor(page.older)) }, 7);
        forward.push(...ids(page.rows));
      }
      expect(forward).toEqual(ids(expected[sort]));
      const backward: string[] = [...ids(page.rows)];
      while (page.newer) {
        page = await inboxPage(env.runtime.db, filter, { before: decodeCursor(encodeCursor(page.newer)) }, 7);
        backward.unshift(...ids(page.rows));
      }
      expect(backward).toEqual(ids(expected[sort]));
    }
    expect(readInboxFilter(new URLSearchParams({ sort: "size" })).problems).toEqual(['Unknown order "size": newest first.']);
  });

  it("let a note's author edit or delete it, and nobody else", async () => {
    env = await testRuntime({ database });
    const [lead] = seeded();
    await storeInboxLeads(env.runtime.db, [lead!]);
    const flow = leadWorkflow(env.runtime.db);
    const author = { accountId: "account-author", email: "author@lumenor.example" };
    await flow.addNote(lead!.id, author, "Called, left a message.", day(1));
    const [note] = await flow.notes(lead!.id);
    const ids = { leadId: lead!.id, noteId: note!.id };

    expect(await flow.editNote(ids, "account-colleague", "Overwritten", day(2))).toBe("not-author");
    expect(await flow.deleteNote(ids, "account-colleague")).toBe("not-author");
    expect(await flow.editNote({ ...ids, leadId: "L-other" }, author.accountId, "Elsewhere", day(2))).toBe("missing");
    expect(await flow.editNote(ids, author.accountId, "Called, spoke to their data lead.", day(2))).toBe("done");
    expect(await flow.notes(lead!.id)).toEqual([expect.objectContaining({ text: "Called, spoke to their data lead.", edited_at: day(2) })]);
    expect(await flow.deleteNote(ids, author.accountId)).toBe("done");
    expect(await flow.notes(lead!.id)).toEqual([]);
    expect(await flow.deleteNote(ids, author.accountId)).toBe("missing");
  });
});
