import { sql } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import { countLeads, filtered, inboxFilterParams, readInboxFilter, type InboxFilter } from "./lead-inbox";

/**
 * How a CSV export of the inbox is audited, and how a lead's timeline finds the exports that included it.
 *
 * The export's audit line keeps the filter it used, the count of leads it held and the day it ran, not the lead ids:
 * an export may hold 100,000 leads, and a line (or a row) per lead would grow the audit log by that much per click.
 * A lead's timeline then asks, in one query, which of the recent exports' filters it passes and whether it had arrived
 * by then. The match is made against the lead as it is now: a lead whose status, owner or box changed since an export
 * may be shown under an export that left it out, or not under one that held it. The audit log's line, with the filter
 * and the count, stays the record; the timeline's entry says that the lead's data went out in a file, which is what a
 * salesperson (or a visitor asking who saw their data) needs to learn there.
 */
export const EXPORT_AUDIT = { action: "leads.export", subject: "leads" } as const;

/** The most recent exports a timeline looks through; older ones stay in the audit log. */
const EXPORTS_READ = 50;
/** Counting an export's leads stops here; a CSV of more says "more than" this. */
const EXPORT_COUNT_CAP = 10_000_000;

/** The export's filter and its count, as the audit line's detail (query parameters, readable in the audit log). */
export async function exportAuditDetail(db: SiteDb, filter: InboxFilter): Promise<string> {
  const params = inboxFilterParams(filter);
  params.set("count", String(await countLeads(db, filter, EXPORT_COUNT_CAP)));
  if (filter.today) params.set("today", filter.today);
  return params.toString();
}

type ExportRow = { at: string; actor_email: string; actor_account_id: string | null; detail: string | null };

/** An export's filter (as the member who ran it saw it, on the day it ran) and its count, if recorded. */
function exportOf(row: ExportRow): { filter: InboxFilter; count: number | undefined } {
  const params = new URLSearchParams(row.detail ?? "");
  const today = params.get("today");
  const day = today && /^\d{4}-\d{2}-\d{2}$/.test(today) ? new Date(`${today}T12:00:00Z`) : new Date(row.at);
  const { filter } = readInboxFilter(params, row.actor_account_id ?? undefined, Number.isNaN(day.getTime()) ? new Date(row.at) : day);
  const count = Number(params.get("count"));
  return { filter, count: params.has("count") && Number.isSafeInteger(count) ? count : undefined };
}

/** The CSV exports that included this lead, newest first: when, by whom, and how many leads the file held. */
export async function exportsOfLead(
  db: SiteDb,
  lead: { id: string; created_at: string },
): Promise<{ at: string; who: string; count: number | undefined }[]> {
  const rows = await db
    .selectFrom("staff_audit")
    .select(["at", "actor_email", "actor_account_id", "detail"])
    .where("subject", "=", EXPORT_AUDIT.subject)
    .where("action", "=", EXPORT_AUDIT.action)
    .where("at", ">=", lead.created_at)
    .orderBy("at", "desc")
    .limit(EXPORTS_READ)
    .execute();
  if (!rows.length) return [];
  const exports = rows.map((row) => ({ row, ...exportOf(row) }));
  // One query: for each export, whether this lead (by its primary key) passes the export's filter and came before it.
  const matched = await db
    .selectNoFrom((eb) =>
      exports.map(({ row, filter }, n) =>
        eb
          .exists(
            filtered(db, filter)
              .select(sql<number>`1`.as("one"))
              .where("leads.id", "=", lead.id)
              .where("leads.created_at", "<=", row.at),
          )
          .as(`e${n}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const included = matched as Record<string, unknown>;
  return exports
    .filter((_, n) => Boolean(Number(included[`e${n}`])))
    .map(({ row, count }) => ({ at: row.at, who: row.actor_email, count }));
}
