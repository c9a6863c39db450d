import { timingSafeEqual } from "node:crypto";
import type { SiteDb } from "#server/db/connection.ts";
import { hashToken, newToken } from "./tokens";

import { LINK_TTL_MS } from "#shared/staff-lifetimes.ts";

export { LINK_TTL_MS };

export type LinkRefusal = "unknown" | "expired" | "used" | "other-browser";
export type Redeemed = { ok: true; accountId: string } | { ok: false; reason: LinkRefusal; accountId?: string };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** One-time sign-in links: the table holds the token's hash and the hash of the asking browser's nonce. */
export function signInLinks(db: SiteDb) {
  return {
    /** A new link for the account, bound to the browser holding `nonce`; returns the token the mail carries. */
    async issue(accountId: string, nonce: string, now = Date.now()): Promise<string> {
      const token = newToken();
      await db
        .insertInto("staff_sign_in_links")
        .values({
          id: hashToken(token),
          account_id: accountId,
          nonce_hash: hashToken(nonce),
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + LINK_TTL_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /**
     * Uses the link: refused when unknown, expired, already used, or opened without the asking browser's nonce
     * (which leaves it usable there). Two openings at once: exactly one wins.
     */
    async redeem(token: string, nonce: string | undefined, now = Date.now()): Promise<Redeemed> {
      if (!token || token.length > 100) return { ok: false, reason: "unknown" };
      const id = hashToken(token);
      const link = await db
        .selectFrom("staff_sign_in_links")
        .innerJoin("staff_accounts", "staff_accounts.id", "staff_sign_in_links.account_id")
        .select(["staff_sign_in_links.account_id", "nonce_hash", "expires_at", "used_at"])
        .where("staff_sign_in_links.id", "=", id)
        .where("staff_accounts.disabled_at", "is", null)
        .executeTakeFirst();
      if (!link) return { ok: false, reason: "unknown" };
      const accountId = link.account_id;
      if (link.used_at) return { ok: false, reason: "used", accountId };
      if (Date.parse(link.expires_at) <= now) return { ok: false, reason: "expired", accountId };
      if (!nonce || !sameHash(hashToken(nonce), link.nonce_hash)) return { ok: false, reason: "other-browser", accountId };
      const used = await db
        .updateTable("staff_sign_in_links")
        .set({ used_at: new Date(now).toISOString() })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? { ok: true, accountId } : { ok: false, reason: "used", accountId };
    },

    /** Removes links past their end (a day after, so a late click still says "expired" rather than "unknown"). */
    async sweep(now = Date.now()): Promise<void> {
      await db
        .deleteFrom("staff_sign_in_links")
        .where("expires_at", "<", new Date(now - 24 * 60 * 60_000).toISOString())
        .execute();
    },
  };
}
