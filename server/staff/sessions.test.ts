import { afterEach, describe, expect, it } from "vitest";
import { staffAccounts } from "./accounts";
import { SESSION_IDLE_MS, SESSION_MAX_MS, staffSessions } from "./sessions";
import { hashToken } from "./tokens";
import { testRuntime } from "#tests/fixtures/leads.ts";
import { withLastCharacterChanged } from "#tests/fixtures/tamper.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup() {
  const env = await testRuntime();
  cleanups.push(() => env.close());
  const db = env.runtime.db;
  const account = await staffAccounts(db).add("ada@lumenor.example", "sales");
  return { db, account, sessions: staffSessions(db) };
}

describe("staff sessions", () => {
  it("store only the token's hash, and a valid token stands for its account", async () => {
    const { db, account, sessions } = await setup();
    const { token, sessionId } = await sessions.create(account.id);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(sessionId).toBe(hashToken(token));
    const rows = await db.selectFrom("staff_sessions").selectAll().execute();
    expect(rows.map((row) => row.id)).toEqual([sessionId]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await sessions.validate(token)).toEqual({ accountId: account.id, email: "ada@lumenor.example", role: "sales", sessionId });
  });

  it("refuse an unknown, empty or oversized token", async () => {
    const { account, sessions } = await setup();
    const { token } = await sessions.create(account.id);
    expect(await sessions.validate(withLastCharacterChanged(token))).toBeUndefined();
    expect(await sessions.validate("")).toBeUndefined();
    expect(await sessions.validate("x".repeat(5000))).toBeUndefined();
  });

  it("end after 8 idle hours, and a request within them keeps the session going", async () => {
    const { account, sessions } = await setup();
    const start = Date.now();
    const { token } = await sessions.create(account.id, start);
    expect(await sessions.validate(token, start + SESSION_IDLE_MS - 1000)).toBeDefined();
    // Seen just now: another 8 hours from here.
    expect(await sessions.validate(token, start + 2 * SESSION_IDLE_MS - 2000)).toBeDefined();
    const idle = await sessions.create(account.id, start);
    expect(await sessions.validate(idle.token, start + SESSION_IDLE_MS)).toBeUndefined();
    // And stays ended.
    expect(await sessions.validate(idle.token, start + 1000)).toBeUndefined();
  });

  it("end 7 days after sign-in however active", async () => {
    const { account, sessions } = await setup();
    const start = Date.now();
    const { token } = await sessions.create(account.id, start);
    for (let at = start; at < start + SESSION_MAX_MS; at += SESSION_IDLE_MS / 2) expect(await sessions.validate(token, at)).toBeDefined();
    expect(await sessions.validate(token, start + SESSION_MAX_MS)).toBeUndefined();
  });

  it("end at sign-out, and every one of an account ends when it is disabled", async () => {
    const { db, account, sessions } = await setup();
    const first = await sessions.create(account.id);
    const second = await sessions.create(account.id);
    await sessions.end(first.sessionId);
    expect(await sessions.validate(first.token)).toBeUndefined();
    expect(await sessions.validate(second.token)).toBeDefined();
    expect(await staffAccounts(db).disable("ada@lumenor.example")).toBe(true);
    expect(await sessions.validate(second.token)).toBeUndefined();
    expect(await db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
  });

  it("follow a role change at once", async () => {
    const { db, account, sessions } = await setup();
    const { token } = await sessions.create(account.id);
    await staffAccounts(db).setRole("ada@lumenor.example", "admin");
    expect((await sessions.validate(token))?.role).toBe("admin");
  });
});
