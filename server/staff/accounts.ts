import { randomUUID } from "node:crypto";
import type { SiteDb } from "#server/db/connection.ts";
import { STAFF_ROLES, type StaffRole } from "#server/db/tables/staff.ts";

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[A-Za-z]{2,24}$/;

/** An address as accounts are keyed: trimmed and lower-cased; undefined when it is not one address. */
export function normaliseEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  return email.length <= 320 && EMAIL.test(email) ? email : undefined;
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function staffAccounts(db: SiteDb) {
  return {
    byEmail(email: string) {
      return db.selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst();
    },
    byId(id: string) {
      return db.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst();
    },
    list() {
      return db.selectFrom("staff_accounts").selectAll().orderBy("email").execute();
    },
    /** Creates the account; throws when the address already has one. */
    async add(email: string, role: StaffRole, now = new Date()) {
      const account = { id: randomUUID(), email, role, disabled_at: null, created_at: now.toISOString() };
      await db.insertInto("staff_accounts").values(account).execute();
      return account;
    },
    /** Changes the role; false when no account has the address. */
    async setRole(email: string, role: StaffRole): Promise<boolean> {
      const result = await db.updateTable("staff_accounts").set({ role }).where("email", "=", email).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Disables the account and ends its sessions, links and pending challenges in one transaction, so no instance
     * accepts any of them afterwards. False when no account has the address.
     */
    async disable(email: string, now = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const account = await trx.selectFrom("staff_accounts").select("id").where("email", "=", email).executeTakeFirst();
        if (!account) return false;
        await trx
          .updateTable("staff_accounts")
          .set({ disabled_at: now.toISOString() })
          .where("id", "=", account.id)
          .where("disabled_at", "is", null)
          .execute();
        await trx.deleteFrom("staff_sessions").where("account_id", "=", account.id).execute();
        await trx.deleteFrom("staff_sign_in_links").where("account_id", "=", account.id).execute();
        await trx.deleteFrom("staff_challenges").where("account_id", "=", account.id).execute();
        return true;
      });
    },
  };
}
