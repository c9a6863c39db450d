import type { SiteDb } from "#server/db/connection.ts";
import type { StaffUser } from "./staff-user";
import { hashToken, newToken } from "./tokens";

import { SESSION_IDLE_MS, SESSION_MAX_MS } from "#shared/staff-lifetimes.ts";

export { SESSION_IDLE_MS, SESSION_MAX_MS };
/** last_seen_at is written at most this often per session: a page with several loaders costs one write, not several. */
const TOUCH_EVERY_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Database sessions: the cookie holds a random token, the table its hash, so every instance sees the same sessions. */
export function staffSessions(db: SiteDb) {
  return {
    /** Starts a session for the account; returns the cookie's token and the session id (the token's hash). */
    async create(accountId: string, now = Date.now()): Promise<{ token: string; sessionId: string }> {
      const token = newToken();
      const sessionId = hashToken(token);
      await db
        .insertInto("staff_sessions")
        .values({
          id: sessionId,
          account_id: accountId,
          created_at: iso(now),
          last_seen_at: iso(now),
          expires_at: iso(now + SESSION_MAX_MS),
        })
        .execute();
      return { token, sessionId };
    },

    /**
     * The staff member a cookie's token stands for, or undefined: unknown token, idle or absolute end passed, or
     * the account disabled. An ended session's row is removed.
     */
    async validate(token: string, now = Date.now()): Promise<StaffUser | undefined> {
      if (!token || token.length > 100) return undefined;
      const sessionId = hashToken(token);
      const row = await db
        .selectFrom("staff_sessions")
        .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.account_id")
        .select([
          "staff_sessions.last_seen_at",
          "staff_sessions.expires_at",
          "staff_accounts.id",
          "staff_accounts.email",
          "staff_accounts.role",
        ])
        .where("staff_sessions.id", "=", sessionId)
        .where("staff_accounts.disabled_at", "is", null)
        .executeTakeFirst();
      if (!row) return undefined;
      const lastSeen = Date.parse(row.last_seen_at);
      if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_IDLE_MS <= now) {
        await db.deleteFrom("staff_sessions").where("id", "=", sessionId).execute();
        return undefined;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS)
        await db
          .updateTable("staff_sessions")
          .set({ last_seen_at: iso(now) })
          .where("id", "=", sessionId)
          .execute();
      return { accountId: row.id, email: row.email, role: row.role, sessionId };
    },

    /** Sign-out: the session ends on the server, whatever the browser keeps. */
    async end(sessionId: string): Promise<void> {
      await db.deleteFrom("staff_sessions").where("id", "=", sessionId).execute();
    },

    /** Removes sessions past their idle or absolute end (a periodic sweep; validation refuses them anyway). */
    async sweep(now = Date.now()): Promise<number> {
      const result = await db
        .deleteFrom("staff_sessions")
        .where((eb) => eb.or([eb("expires_at", "<=", iso(now)), eb("last_seen_at", "<=", iso(now - SESSION_IDLE_MS))]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
