import type { SiteDb } from "#server/db/connection.ts";
import { exportsOfLead } from "./export-audit";

/** One line of a lead's timeline: when, who (if a member), and what happened, in words. */
export type ActivityLine = { at: string; who: string | null; what: string };

/** A member opening the lead again within this time of their own last line is not news. */
const REVISIT_WINDOW_MS = 30 * 60_000;
/** How many audit lines a timeline reads; older ones stay in the audit log. */
const TIMELINE_LIMIT = 200;

const WORDS: Record<string, (detail: string | null) => string> = {
  "lead.view": () => "Opened the lead",
  "lead.status": (detail) => `Changed the status${detail ? `: ${detail}` : ""}`,
  "lead.owner": (detail) => (detail && detail !== "no owner" ? `Gave it to ${detail.replace(/^owner /, "")}` : "Left it without an owner"),
  "lead.assignment-mail": (detail) => `Mailed the new owner${detail ? ` (${detail.replace(/^to /, "")})` : ""}`,
  "lead.note": () => "Added a note",
  "lead.note-edit": () => "Edited a note",
  "lead.note-delete": () => "Deleted a note",
  "lead.follow-up": (detail) => (detail && detail !== "cleared" ? `Set the follow-up to ${detail}` : "Cleared the follow-up"),
  "lead.spam": () => "Moved it to spam",
  "lead.not-spam": () => "Moved it back to the inbox",
  "lead.resend": () => "Queued the notification again",
};

/**
 * A lead's activity, newest first: what staff did to it (the audit log, by the lead as subject), the CSV exports
 * that included it (export-audit.ts), its arrival and its notification. A member's views within half an hour of their own previous line are left out (each change
 * reloads the page), so a view reads as someone coming to the lead.
 */
export async function leadActivity(
  db: SiteDb,
  lead: { id: string; created_at: string; delivered_at: string | null },
): Promise<ActivityLine[]> {
  const [rows, exports] = await Promise.all([
    db
      .selectFrom("staff_audit")
      .select(["at", "actor_email", "action", "detail"])
      .where("subject", "=", lead.id)
      .where("action", "like", "lead.%")
      .orderBy("at", "desc")
      .limit(TIMELINE_LIMIT)
      .execute(),
    exportsOfLead(db, lead),
  ]);
  const lines: ActivityLine[] = [];
  // Oldest first, so each line is judged after what came before it.
  for (const row of rows.reverse()) {
    const words = WORDS[row.action];
    if (!words) continue;
    const previous = lines.at(-1);
    // A member reopening the lead shortly after their own last line (each change reloads the page) adds nothing.
    const sameMemberJustBefore = previous?.who === row.actor_email && Date.parse(row.at) - Date.parse(previous.at) < REVISIT_WINDOW_MS;
    if (row.action === "lead.view" && sameMemberJustBefore) continue;
    lines.push({ at: row.at, who: row.actor_email || null, what: words(row.detail) });
  }
  for (const exported of exports)
    lines.push({
      at: exported.at,
      who: exported.who || null,
      what:
        exported.count === undefined
          ? "Exported (in a CSV)"
          : `Exported (in a CSV of ${exported.count} ${exported.count === 1 ? "lead" : "leads"})`,
    });
  if (lead.delivered_at) lines.push({ at: lead.delivered_at, who: null, what: "Sales was notified by mail" });
  lines.push({ at: lead.created_at, who: null, what: "Received through the website" });
  return lines.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The leads received just before and after this one in the same box (inbox or spam), for moving along the list. */
export async function neighbourLeads(db: SiteDb, lead: { id: string; created_at: string; delivery_status: string }) {
  const spam = lead.delivery_status === "spam";
  const box = db
    .selectFrom("leads")
    .select(["id", "full_name", "organisation"])
    .where("delivery_status", spam ? "=" : "!=", "spam");
  const [newer, older] = await Promise.all([
    box
      .where((eb) => eb(eb.refTuple("created_at", "id"), ">", eb.tuple(lead.created_at, lead.id)))
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
    box
      .where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(lead.created_at, lead.id)))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { newer, older };
}
