import { randomUUID } from "node:crypto";
import type { SiteDb } from "#server/db/connection.ts";
import type { StaffUser } from "./staff-user";

export type AuditEntry = {
  /**
   * Who acted; null for an event without a known actor (a link asked for an unknown address, a refused attempt);
   * an accountId of null names an actor without an account (the command line).
   */
  actor: Pick<StaffUser, "accountId" | "email"> | { accountId: null; email: string } | null;
  /** e.g. "staff.sign-in", "lead.view", "leads.export" (README, "Staff area"). */
  action: string;
  /** What it was done to: a lead id, an account's address. */
  subject?: string;
  detail?: string;
  ip?: string;
};

let lastAt = 0;

/**
 * The time an audit line is recorded at: never earlier than, nor equal to, the line this process recorded before,
 * so the log's order (time, then a random id) is the order of the actions even when two fall in one millisecond.
 */
function auditTime(now: Date): string {
  lastAt = Math.max(now.getTime(), lastAt + 1);
  return new Date(lastAt).toISOString();
}

/** Writes one line of the staff audit log. Texts are cut to a sane length; they are shown as text, never as HTML. */
export async function recordAudit(db: SiteDb, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("staff_audit")
    .values({
      id: randomUUID(),
      at: auditTime(now),
      actor_account_id: entry.actor?.accountId ?? null,
      actor_email: entry.actor?.email ?? "",
      action: entry.action.slice(0, 40),
      subject: entry.subject?.slice(0, 500) ?? null,
      detail: entry.detail?.slice(0, 2000) ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first, and whether an older page follows. */
export async function auditPage(db: SiteDb, page: number) {
  const rows = await db
    .selectFrom("staff_audit")
    .select(["id", "at", "actor_email", "action", "subject", "detail", "ip"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), hasOlder: rows.length > AUDIT_PAGE_SIZE };
}
