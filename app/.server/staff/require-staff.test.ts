import { afterEach, describe, expect, it } from "vitest";
import { requireStaff, safeNext } from "./require-staff";
import { servedContext } from "#tests/fixtures/served-context.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { testRuntime } from "#tests/fixtures/leads.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup() {
  const env = await testRuntime();
  cleanups.push(() => env.close());
  const context = servedContext({ leads: env.runtime });
  const ask = (path: string, cookie?: string) =>
    requireStaff.bind(null, { request: new Request(`http://127.0.0.1:4000${path}`, { headers: cookie ? { cookie } : {} }), context });
  return { db: env.runtime.db, ask };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a thrown response");
}

describe("requireStaff", () => {
  it("redirects a request without a session to the sign-in page, bringing it back afterwards", async () => {
    const { ask } = await setup();
    const answer = await thrown(ask("/staff/audit?page=2")());
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/staff/sign-in?next=${encodeURIComponent("/staff/audit?page=2")}`);
    expect((await thrown(ask("/staff/leads.data")())).headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fleads");
    expect((await thrown(ask("/staff", "staff-session=forged")())).status).toBe(302);
  });

  it("returns the member for a valid session, and refuses a role not allowed with a 403 (admin always passes)", async () => {
    const { db, ask } = await setup();
    const sales = await createStaffSession(db, { email: "sam@lumenor.example", role: "sales" });
    expect(await ask("/staff/leads", sales.cookie)(["sales"])).toEqual({
      accountId: sales.accountId,
      email: "sam@lumenor.example",
      role: "sales",
      sessionId: sales.sessionId,
    });
    expect((await thrown(ask("/staff/audit", sales.cookie)(["admin"]))).status).toBe(403);
    const editor = await createStaffSession(db, { email: "eve@lumenor.example", role: "editor" });
    expect((await thrown(ask("/staff/leads", editor.cookie)(["sales"]))).status).toBe(403);
    const admin = await createStaffSession(db, { email: "ann@lumenor.example", role: "admin" });
    expect((await ask("/staff/leads", admin.cookie)(["sales"])).role).toBe("admin");
  });

  it("never sends a member on to another site after sign-in", () => {
    expect(safeNext("/staff/leads?q=a")).toBe("/staff/leads?q=a");
    expect(safeNext("//evil.example/staff")).toBe("/staff");
    expect(safeNext("https://evil.example/staff")).toBe("/staff");
    expect(safeNext("/staff\\..\\evil")).toBe("/staff");
    expect(safeNext("/staffing")).toBe("/staff");
    expect(safeNext(null)).toBe("/staff");
  });
});
