import type { SiteDb } from "#server/db/connection.ts";

/** How far back the staff bar's unread count looks: older leads are still marked unread in the list. */
export const UNREAD_DAYS = 30;
/** Past this many, the count reads "99+": counting further costs more than it tells. */
export const UNREAD_CAP = 99;

/** Which leads each member has opened: the inbox's unread state. */
export function leadReads(db: SiteDb) {
  return {
    /** Records that the member opened the lead (once; a later visit changes nothing). */
    async markRead(accountId: string, leadId: string, at = new Date()): Promise<void> {
      await db
        .insertInto("lead_reads")
        .values({ account_id: accountId, lead_id: leadId, read_at: at.toISOString() })
        .onConflict((conflict) => conflict.columns(["account_id", "lead_id"]).doNothing())
        .execute();
    },

    /** Of these leads, the ones the member has opened. */
    async readAmong(accountId: string, leadIds: readonly string[]): Promise<Set<string>> {
      if (!leadIds.length) return new Set();
      const rows = await db
        .selectFrom("lead_reads")
        .select("lead_id")
        .where("account_id", "=", accountId)
        .where("lead_id", "in", leadIds)
        .execute();
      return new Set(rows.map((row) => row.lead_id));
    },

    /** Leads in the inbox received in the last UNREAD_DAYS that the member has not opened, up to UNREAD_CAP + 1. */
    async unreadCount(accountId: string, now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - UNREAD_DAYS * 86_400_000).toISOString();
      const unread = db
        .selectFrom("leads")
        .select("leads.id")
        .where("created_at", ">=", since)
        .where("delivery_status", "!=", "spam")
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("lead_reads")
                .select("lead_reads.lead_id")
                .whereRef("lead_reads.lead_id", "=", "leads.id")
                .where("lead_reads.account_id", "=", accountId),
            ),
          ),
        )
        .limit(UNREAD_CAP + 1)
        .as("unread");
      const { n } = await db
        .selectFrom(unread)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
