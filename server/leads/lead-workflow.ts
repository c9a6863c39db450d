import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { SiteDb } from "#server/db/connection.ts";
import { NOTE_MAX_LENGTH } from "#shared/lead-notes.ts";
import { SPAM_BY_STAFF } from "#shared/spam-reason-words.ts";
import type { LeadNoteTable, LeadStatus } from "#server/db/tables/leads.ts";

export type LeadNote = Selectable<LeadNoteTable>;

/** What sales changes on a lead from the inbox. Each write names a lead that exists, or reports that it does not. */
export function leadWorkflow(db: SiteDb) {
  /** Whether the note exists on that lead and who wrote it. */
  async function ownNote({ leadId, noteId }: { leadId: string; noteId: string }, accountId: string) {
    const note = await db
      .selectFrom("lead_notes")
      .select("author_account_id")
      .where("id", "=", noteId)
      .where("lead_id", "=", leadId)
      .executeTakeFirst();
    if (!note) return "missing" as const;
    return note.author_account_id === accountId ? ("yours" as const) : ("not-author" as const);
  }

  return {
    async setStatus(leadId: string, status: LeadStatus): Promise<boolean> {
      const result = await db.updateTable("leads").set({ status }).where("id", "=", leadId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Gives the lead to an account, or to nobody. */
    async setOwner(leadId: string, accountId: string | null): Promise<boolean> {
      const result = await db.updateTable("leads").set({ owner_account_id: accountId }).where("id", "=", leadId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Adds a note (text already checked: see noteText); false when the lead is gone. */
    async addNote(leadId: string, author: { accountId: string; email: string }, text: string, at: string): Promise<boolean> {
      const lead = await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
      if (!lead) return false;
      await db
        .insertInto("lead_notes")
        .values({ id: randomUUID(), lead_id: leadId, author_account_id: author.accountId, author_email: author.email, at, text })
        .execute();
      return true;
    },

    /** Changes a note's text; only its author may ("not-author" otherwise, "missing" when the note is gone). */
    async editNote(
      ids: { leadId: string; noteId: string },
      authorAccountId: string,
      text: string,
      at: string,
    ): Promise<"done" | "missing" | "not-author"> {
      const note = await ownNote(ids, authorAccountId);
      if (note !== "yours") return note;
      await db.updateTable("lead_notes").set({ text, edited_at: at }).where("id", "=", ids.noteId).execute();
      return "done";
    },

    /** Removes a note; only its author may. */
    async deleteNote(ids: { leadId: string; noteId: string }, authorAccountId: string): Promise<"done" | "missing" | "not-author"> {
      const note = await ownNote(ids, authorAccountId);
      if (note !== "yours") return note;
      await db.deleteFrom("lead_notes").where("id", "=", ids.noteId).execute();
      return "done";
    },

    /** Sets the day to get back to the lead (YYYY-MM-DD), or clears it with null. */
    async setFollowUp(leadId: string, day: string | null): Promise<boolean> {
      const result = await db.updateTable("leads").set({ follow_up_on: day }).where("id", "=", leadId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    notes(leadId: string): Promise<LeadNote[]> {
      return db.selectFrom("lead_notes").selectAll().where("lead_id", "=", leadId).orderBy("at").orderBy("id").execute();
    },

    /**
     * Moves a lead out of the inbox: its notification, unless already sent, leaves the queue. A notification an
     * instance is sending this moment is left alone ("sending"): the mail cannot be called back.
     */
    async markSpam(leadId: string, now: string): Promise<"done" | "missing" | "already" | "sending"> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom("leads").select("delivery_status").where("id", "=", leadId).executeTakeFirst();
        if (!lead) return "missing";
        if (lead.delivery_status === "spam") return "already";
        const entry = await trx.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
        if (entry && entry.state !== "sent" && entry.claimed_until && entry.claimed_until > now) return "sending";
        if (entry && entry.state !== "sent") await trx.deleteFrom("outbox").where("lead_id", "=", leadId).execute();
        await trx.updateTable("leads").set({ delivery_status: "spam", spam_reason: SPAM_BY_STAFF }).where("id", "=", leadId).execute();
        return "done";
      });
    },

    /**
     * Moves a lead into the inbox and queues its notification through the outbox (the running worker sends it);
     * a lead whose notification already went out keeps it, and is not mailed twice.
     */
    async markNotSpam(leadId: string, now: string): Promise<"queued" | "sent-before" | "missing" | "already"> {
      return db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom("leads").select("delivery_status").where("id", "=", leadId).executeTakeFirst();
        if (!lead) return "missing";
        if (lead.delivery_status !== "spam") return "already";
        const entry = await trx.selectFrom("outbox").select("state").where("lead_id", "=", leadId).executeTakeFirst();
        if (entry?.state === "sent") {
          await trx.updateTable("leads").set({ delivery_status: "sent", spam_reason: null }).where("id", "=", leadId).execute();
          return "sent-before";
        }
        await trx.insertInto("outbox").values({ lead_id: leadId, state: "pending", next_attempt_at: now, updated_at: now }).execute();
        await trx
          .updateTable("leads")
          .set({ delivery_status: "pending", delivered_at: null, spam_reason: null })
          .where("id", "=", leadId)
          .execute();
        return "queued";
      });
    },
  };
}

/** The spam reason of a lead a staff member moved to spam (the guards' own reasons name the rule that caught it). */
export { SPAM_BY_STAFF };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A follow-up day from a form: a real calendar day (YYYY-MM-DD, as a date input sends it), empty to clear it. */
export function followUpDay(raw: FormDataEntryValue | null): { ok: true; day: string | null } | { ok: false; error: string } {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return { ok: true, day: null };
  const time = Date.parse(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text)
    return { ok: false, error: "Give the follow-up as a date, such as 2026-12-03." };
  const year = Number(text.slice(0, 4));
  if (year < 2000 || year > 2100) return { ok: false, error: "Give a follow-up date between 2000 and 2100." };
  return { ok: true, day: text };
}

/** A note's text from a form, trimmed, or the reason it is refused. */
export function noteText(raw: FormDataEntryValue | null): { ok: true; text: string } | { ok: false; error: string } {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return { ok: false, error: "Write the note before adding it." };
  if (text.length > NOTE_MAX_LENGTH)
    return { ok: false, error: `A note holds at most ${NOTE_MAX_LENGTH.toLocaleString("en")} characters.` };
  return { ok: true, text };
}
