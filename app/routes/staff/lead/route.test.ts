// The staff inbox's loaders and actions called as the server calls them, on SQLite (unit run) and PostgreSQL
// (integration run): sessions and roles, same-origin posts, guessed ids, every action's effect and audit line.
import { afterEach, describe, expect, it } from "vitest";
import type { Route } from "./+types/route";
import { action as unguardedAction, loader as unguardedLoader } from "./route";
import { servedContext } from "#tests/fixtures/served-context.ts";
import { loader as unguardedExportLoader } from "#app/routes/staff/leads-export[.]csv.ts";
import { action as unguardedPurgeAction } from "#app/routes/staff/leads-purge/route.tsx";
import { loader as unguardedListLoader } from "#app/routes/staff/leads/route.tsx";
import { newLeadId } from "#server/leads/lead-id.ts";
import type { StaffRole } from "#server/db/tables/staff.ts";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { testDatabases, testRuntime, type TestDatabase } from "#tests/fixtures/leads.ts";
import { createStaffSession, throughStaffGuard } from "#tests/fixtures/staff.ts";

// Each as React Router runs it: the staff guard first (the staff layout's middleware, the export's own).
const loader = throughStaffGuard(unguardedLoader);
const action = throughStaffGuard(unguardedAction);
const exportLoader = throughStaffGuard(unguardedExportLoader);
const purgeAction = throughStaffGuard(unguardedPurgeAction);
const listLoader = throughStaffGuard(unguardedListLoader);

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const SITE = "http://127.0.0.1:3000";
const PAYLOAD = `<script>alert(1)</script>`;
type Args = Route.LoaderArgs & Route.ActionArgs;

/** The answer of a loader or action, whether it returned or threw it (redirects and refusals are thrown Responses). */
async function answer(work: () => Promise<unknown>): Promise<{ status: number; location: string | null; body: unknown }> {
  const settle = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), body: value };
    const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } } | undefined;
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
    return { status: 200, location: null, body: value };
  };
  try {
    return settle(await work());
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string } | null)?.type === "DataWithResponseInit") return settle(thrown);
    throw thrown;
  }
}

async function setUp(database: TestDatabase) {
  env = await testRuntime({ database });
  await env.runtime.worker.stop();
  const now = Date.now();
  const lead = inboxLead({
    id: newLeadId(new Date(now - 60_000)),
    created_at: new Date(now - 60_000).toISOString(),
    full_name: `${PAYLOAD} =HYPERLINK("http://evil.example")`,
    organisation: "+cmd|' /C calc'!A0",
    message: `${PAYLOAD}\n-2+3`,
    delivery_status: "dead",
    delivered_at: null,
  });
  const old = inboxLead({ id: newLeadId(new Date("2024-01-02")), created_at: "2024-01-02T10:00:00.000Z", full_name: "Old Lead" });
  await storeInboxLeads(env.runtime.db, [lead, old]);
  const runtime = env.runtime;
  const session = (role: StaffRole, email = `${role}@lumenor.example`) => createStaffSession(runtime.db, { email, role });
  const call = (
    path: string,
    {
      cookie,
      form,
      origin = SITE,
      params = {},
    }: { cookie?: string; form?: Record<string, string>; origin?: string; params?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (form) headers.origin = origin;
    const request = new Request(`${SITE}${path}`, form ? { method: "POST", headers, body: new URLSearchParams(form) } : { headers });
    return { request, params, context: servedContext({ leads: runtime, clientIp: "203.0.113.9" }) } as unknown as Args;
  };
  const audit = () => runtime.db.selectFrom("staff_audit").select(["action", "subject", "actor_email"]).orderBy("at").execute();
  return { runtime, lead, old, session, call, audit };
}

describe.each(testDatabases())("the staff inbox's routes on %s", (database) => {
  it("send a visitor without a session to sign in, refuse an editor, and answer guessed ids with the same 404", async () => {
    const { lead, session, call } = await setUp(database);
    const path = `/staff/leads/${lead.id}`;
    const anonymous = await answer(() => loader(call(path, { params: { id: lead.id } })));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/staff/sign-in?next=${encodeURIComponent(path)}`);
    expect((await answer(() => listLoader(call("/staff/leads")))).status).toBe(302);

    const editor = (await session("editor")).cookie;
    for (const work of [
      () => listLoader(call("/staff/leads", { cookie: editor })),
      () => loader(call(path, { cookie: editor, params: { id: lead.id } })),
      () => action(call(path, { cookie: editor, params: { id: lead.id }, form: { intent: "status", status: "won" } })),
      () => exportLoader(call("/staff/leads/export.csv", { cookie: editor })),
    ])
      expect((await answer(work)).status).toBe(403);

    const sales = (await session("sales")).cookie;
    const guesses = ["L-20250101-AAAAAAAAAA", "nonsense", "'; drop table leads; --", "x".repeat(500)];
    const bodies = new Set<string>();
    for (const id of guesses) {
      const viewed = await answer(() => loader(call(`/staff/leads/${encodeURIComponent(id)}`, { cookie: sales, params: { id } })));
      const posted = await answer(() =>
        action(
          call(`/staff/leads/${encodeURIComponent(id)}`, { cookie: sales, params: { id }, form: { intent: "status", status: "won" } }),
        ),
      );
      expect([viewed.status, posted.status]).toEqual([404, 404]);
      // The not-found page's words, the same for every id (pageNotFound).
      bodies.add(JSON.stringify([viewed.body, posted.body]));
    }
    expect(bodies.size).toBe(1);
  });

  it("refuse a post from another origin, changing nothing", async () => {
    const { lead, session, call, runtime } = await setUp(database);
    const sales = (await session("sales")).cookie;
    const foreign = await answer(() =>
      action(
        call(`/staff/leads/${lead.id}`, {
          cookie: sales,
          params: { id: lead.id },
          form: { intent: "status", status: "won" },
          origin: "https://evil.example",
        }),
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await runtime.leads.get(lead.id)).toMatchObject({ status: "new" });
  });

  it("work a lead: view, status, owner, note, resend, spam and not spam, each audited and redirected back", async () => {
    const { lead, session, call, runtime, audit } = await setUp(database);
    const { cookie, accountId } = await session("sales");
    const path = `/staff/leads/${lead.id}`;
    const post = (form: Record<string, string>) => answer(() => action(call(path, { cookie, params: { id: lead.id }, form })));

    const view = (await answer(() => loader(call(path, { cookie, params: { id: lead.id } })))).body as Awaited<ReturnType<typeof loader>>;
    expect(view.lead.facts).toContainEqual(["Full name", lead.full_name]);
    expect(JSON.stringify(view)).not.toContain("203.0.113.7");
    expect(view.notification).toMatchObject({ state: "dead", lastError: expect.stringContaining("550") });

    expect(await post({ intent: "status", status: "won" })).toMatchObject({ status: 302, location: `${path}?done=status` });
    expect((await post({ intent: "status", status: "<b>" })).status).toBe(400);
    expect((await post({ intent: "owner", owner: "me" })).status).toBe(302);
    expect(await runtime.leads.get(lead.id)).toMatchObject({ status: "won", owner_account_id: accountId });
    const listed = (await answer(() => listLoader(call("/staff/leads?status=won", { cookie })))).body as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(listed.rows).toMatchObject([{ id: lead.id, owner_email: "sales@lumenor.example", status: "won" }]);
    expect((await post({ intent: "owner", owner: "no-such-account" })).status).toBe(400);
    expect(await post({ intent: "note", text: "   " })).toMatchObject({ status: 400, body: { intent: "note", error: expect.any(String) } });
    expect((await post({ intent: "note", text: `${PAYLOAD} called back` })).status).toBe(302);

    expect((await post({ intent: "resend" })).status).toBe(302);
    expect(await runtime.outbox.entry(lead.id)).toMatchObject({ state: "pending", attempts: 0 });
    expect((await post({ intent: "resend" })).status).toBe(409);

    expect((await post({ intent: "spam" })).location).toBe(`${path}?done=spam`);
    expect(await runtime.leads.get(lead.id)).toMatchObject({ delivery_status: "spam" });
    expect(await runtime.outbox.entry(lead.id)).toBeUndefined();
    expect((await post({ intent: "not-spam" })).location).toBe(`${path}?done=not-spam`);
    expect(await runtime.outbox.entry(lead.id)).toMatchObject({ state: "pending" });

    const after = (await answer(() => loader(call(`${path}?done=note`, { cookie, params: { id: lead.id } })))).body as Awaited<
      ReturnType<typeof loader>
    >;
    expect(after.notes).toMatchObject([{ author: "sales@lumenor.example", text: `${PAYLOAD} called back` }]);
    expect(after.notice).toBe("Note added.");
    expect((await audit()).map((entry) => entry.action)).toEqual([
      "lead.view",
      "lead.status",
      "lead.owner",
      "lead.note",
      "lead.resend",
      "lead.spam",
      "lead.not-spam",
      "lead.view",
    ]);
  });

  it("export the current filter as formula-safe CSV, audited", async () => {
    const { session, call, audit } = await setUp(database);
    const { cookie } = await session("sales");
    const response = (await answer(() => exportLoader(call("/staff/leads/export.csv?q=hyperlink", { cookie })))).body as Response;
    expect(response.headers.get("content-type")).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'+cmd|' /C calc'!A0"`);
    expect(lines[1]).toContain(`"${PAYLOAD} =HYPERLINK(""http://evil.example"")"`);
    expect(await audit()).toMatchObject([{ action: "leads.export", actor_email: "sales@lumenor.example" }]);
  });

  it("purge by date for admins only, counting first and deleting on confirmation", async () => {
    const { session, call, runtime, audit, old } = await setUp(database);
    const sales = (await session("sales")).cookie;
    const admin = (await session("admin")).cookie;
    const form = { intent: "count", before: "2025-01-01" };
    expect((await answer(() => purgeAction(call("/staff/leads/purge", { cookie: sales, form })))).status).toBe(403);
    expect(
      (await answer(() => purgeAction(call("/staff/leads/purge", { cookie: admin, form: { ...form, before: "2999-01-01" } })))).status,
    ).toBe(400);
    const preview = await answer(() => purgeAction(call("/staff/leads/purge", { cookie: admin, form })));
    expect(preview.body).toMatchObject({ preview: { count: 1 } });
    expect(await runtime.leads.get(old.id)).toBeDefined();
    const purged = await answer(() => purgeAction(call("/staff/leads/purge", { cookie: admin, form: { ...form, intent: "purge" } })));
    expect(purged).toMatchObject({ status: 302, location: "/staff/leads/purge?removed=1" });
    expect(await runtime.leads.get(old.id)).toBeUndefined();
    expect((await audit()).map((entry) => entry.action)).toEqual(["leads.purge"]);
  });
});
