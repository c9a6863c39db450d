import { randomUUID } from "node:crypto";
import { isPostgres, type SiteDb } from "#server/db/connection.ts";

export type StaffMailEntry = { id: string; recipient: string; subject: string; text: string; attempts: number };

/** What a staff mail is, in the order they go out: a member waiting to sign in comes before any notice. */
const PRIORITY = { "sign-in": 0, assignment: 1 } as const;
export type StaffMailKind = keyof typeof PRIORITY;

/**
 * The queue of mail to staff members (sign-in links, then assignment notices). The lead outbox's worker sends it (server/leads/outbox.ts)
 * through the same mailer, relay and site-wide allowance; entries are claimed with a lease like the outbox's, so
 * several instances on one PostgreSQL never send one twice.
 */
export function staffMailQueue(db: SiteDb, instanceId: string) {
  const postgres = isPostgres(db);
  const release = { claimed_by: null, claimed_until: null };
  return {
    async enqueue(
      mail: { recipient: string; subject: string; text: string },
      now = new Date(),
      kind: StaffMailKind = "sign-in",
    ): Promise<string> {
      const id = randomUUID();
      const at = now.toISOString();
      await db
        .insertInto("staff_mail")
        .values({
          id,
          ...mail,
          created_at: at,
          state: "pending",
          attempts: 0,
          next_attempt_at: at,
          last_error: null,
          priority: PRIORITY[kind],
          ...release,
        })
        .execute();
      return id;
    },

    /** Claims up to `limit` due mails for this instance until `leaseUntil`. */
    claimDue(now: string, leaseUntil: string, limit: number): Promise<StaffMailEntry[]> {
      const due = db
        .selectFrom("staff_mail")
        .select("id")
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .orderBy("priority")
        .orderBy("next_attempt_at")
        .limit(limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked());
      return db
        .updateTable("staff_mail")
        .set({ claimed_by: instanceId, claimed_until: leaseUntil })
        .where("id", "in", due)
        .returning(["id", "recipient", "subject", "text", "attempts"])
        .execute();
    },

    async finish(id: string, state: "sent" | "dead", error: string | null): Promise<void> {
      await db
        .updateTable("staff_mail")
        .set((eb) => ({ state, last_error: error, attempts: eb("attempts", "+", 1), ...release }))
        .where("id", "=", id)
        .where("claimed_by", "=", instanceId)
        .execute();
    },

    /** Another attempt at `at`; `counts` false when the mail was not tried (the allowance had no slot). */
    async retry(id: string, at: string, error: string, counts = true): Promise<void> {
      await db
        .updateTable("staff_mail")
        .set((eb) => ({
          next_attempt_at: at,
          last_error: error,
          attempts: counts ? eb("attempts", "+", 1) : eb.ref("attempts"),
          ...release,
        }))
        .where("id", "=", id)
        .where("claimed_by", "=", instanceId)
        .execute();
    },

    /** Sent and dead mail older than `before` is removed: a sign-in link is worthless after 15 minutes. */
    async sweep(before: string): Promise<void> {
      await db.deleteFrom("staff_mail").where("state", "in", ["sent", "dead"]).where("created_at", "<", before).execute();
    },
  };
}

export type StaffMailQueue = ReturnType<typeof staffMailQueue>;
