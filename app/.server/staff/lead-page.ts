import { data, redirect, type RouterContextProvider } from "react-router";
import { requestFacts } from "#app/.server/request-context.ts";
import { staffMember } from "#app/.server/staff/staff-guard.ts";
import { readStaffForm } from "#app/.server/staff/staff-body.ts";
import { getArticle } from "#app/.server/content/articles.ts";
import { leadContactLinks } from "#app/.server/staff/lead-contact.ts";
import { visitRows } from "#app/.server/staff/visit-rows.ts";
import { timeInWords } from "#app/components/staff/lead-labels.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import { staffLeadServices, staffServices } from "#app/.server/staff/require-staff.ts";
import type { Lead } from "#server/leads/lead-repository.ts";
import { spamReasonInWords } from "#shared/spam-reason-words.ts";
import type { LeadStatus } from "#server/db/tables/leads.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

type LeadArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

/** The same answer for a malformed id, a guessed one and a purged lead: nothing about which it was. */
const notFound = pageNotFound;

/** Lead ids are short (lead-id.ts); anything longer is not looked up. */
async function findLead(leads: ReturnType<typeof staffLeadServices>, id: string | undefined): Promise<Lead> {
  const lead = id && id.length <= 40 ? await leads.repository.get(id) : undefined;
  if (!lead) throw notFound();
  return lead;
}

/** What each action says once done (the redirect names it; the page shows this fixed text, never request input). */
export const DONE_MESSAGES = {
  status: "Status saved.",
  owner: "Owner saved.",
  note: "Note added.",
  "note-edit": "Note saved.",
  "note-delete": "Note deleted.",
  "follow-up": "Follow-up date saved.",
  "follow-up-clear": "Follow-up date cleared.",
  "owner-mailed": "Owner saved: they are mailed a link to this lead.",
  spam: "Moved to spam: its notification, if not yet sent, left the queue.",
  "not-spam": "Moved to the inbox: its notification is queued.",
  "not-spam-sent": "Moved to the inbox: its notification had already been sent.",
  resend: "The notification is queued again.",
} as const;

type Done = keyof typeof DONE_MESSAGES;

/**
 * A lead's page: every field, its request metadata except the visitor's IP address (the privacy policy keeps
 * addresses in short-lived logs only, so the inbox does not show it), its notification, workflow and notes.
 * Viewing it is recorded as "lead.view".
 */
export async function leadPageData(args: LeadArgs) {
  const { user, audit, clock } = staffMember(args);
  const leads = staffLeadServices(args.context);
  const lead = await findLead(leads, args.params.id);
  await audit("lead.view", lead.id);
  await leads.reads.markRead(user.accountId, lead.id);
  const [entry, notes, accounts, activity, neighbours] = await Promise.all([
    leads.outbox.entry(lead.id),
    leads.workflow.notes(lead.id),
    staffServices(args.context).accounts.list(),
    leads.activity(lead),
    leads.neighbours(lead),
  ]);
  const neighbour = (row: { id: string; full_name: string; organisation: string } | undefined) =>
    row && { href: staffPaths.lead(row.id), name: [row.full_name, row.organisation].filter(Boolean).join(", ") || row.id };
  const assignable = accounts.filter((account) => !account.disabled_at && account.role !== "editor");
  const done = new URL(args.request.url).searchParams.get("done");
  const paperTitle = (keyword: string) => getArticle("whitepapers", keyword)?.data.title;
  return {
    lead: {
      id: lead.id,
      fullName: lead.full_name,
      organisation: lead.organisation,
      status: lead.status,
      ownerAccountId: lead.owner_account_id,
      followUpOn: lead.follow_up_on,
      deliveryStatus: lead.delivery_status,
      spamReason: spamReasonInWords(lead.spam_reason, lead.message),
      email: lead.email,
      phone: lead.phone,
      contact: leadContactLinks(lead, lead.topic ? paperTitle(lead.topic) : undefined),
      facts: leads.leadRows(lead, { paperTitle, time: timeInWords }),
      visit: visitRows(lead),
      metadata: [
        ["Sent through", lead.source === "api" ? "The contact API" : "The page's form"],
        ["Browser", lead.user_agent ?? "—"],
        ...(lead.delivered_at ? [["Notification sent", timeInWords(lead.delivered_at)] as const] : []),
      ] as (readonly [string, string])[],
    },
    notification: entry
      ? {
          state: entry.state,
          attempts: entry.attempts,
          nextAttemptAt: entry.state === "pending" ? entry.next_attempt_at : null,
          lastError: entry.last_error,
        }
      : null,
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author_email,
      at: note.at,
      editedAt: note.edited_at,
      text: note.text,
      mine: note.author_account_id === user.accountId,
    })),
    activity: activity.map((line) => ({ ...line, when: timeInWords(line.at) })),
    newer: neighbour(neighbours.newer),
    older: neighbour(neighbours.older),
    today: clock.today(),
    owners: assignable.map((account) => ({ id: account.id, email: account.email })),
    ownerEmail: accounts.find((account) => account.id === lead.owner_account_id)?.email ?? null,
    me: user.accountId,
    notice: done && done in DONE_MESSAGES ? DONE_MESSAGES[done as Done] : null,
  };
}

const refused = (intent: string, error: string, status = 400) => data({ intent, error }, { status });

/**
 * The lead page's one action: each form posts its `intent`. Same origin and a sales or admin session first; every
 * change is audited, then the browser is redirected back to the page (post, redirect, get).
 */
export async function leadPageAction(args: LeadArgs) {
  const { user, audit } = staffMember(args);
  const leads = staffLeadServices(args.context);
  const lead = await findLead(leads, args.params.id);
  const form = (await readStaffForm(args.request)) ?? new FormData();
  const intent = String(form.get("intent") ?? "");
  const flow = leads.workflow;
  const now = new Date().toISOString();
  const runtime = args.context.get(requestFacts).leads;
  const back = (done: Done) => redirect(`${staffPaths.lead(lead.id)}?done=${done}`);

  if (intent === "status") {
    const status = String(form.get("status") ?? "");
    if (!leads.statuses.includes(status as LeadStatus)) return refused(intent, "Choose one of the statuses.");
    await flow.setStatus(lead.id, status as LeadStatus);
    await audit("lead.status", lead.id, `${lead.status} → ${status}`);
    return back("status");
  }
  if (intent === "owner") {
    const raw = String(form.get("owner") ?? "");
    const ownerId = raw === "me" ? user.accountId : raw || null;
    const account = ownerId ? await staffServices(args.context).accounts.byId(ownerId) : undefined;
    if (ownerId && (!account || account.disabled_at || account.role === "editor"))
      return refused(intent, "Choose an active sales or admin account.");
    await flow.setOwner(lead.id, ownerId);
    await audit("lead.owner", lead.id, account ? `owner ${account.email}` : "no owner");
    // A lead given to someone else is news to them: a mail through the staff queue, after any waiting sign-in link.
    if (account && account.id !== user.accountId && account.id !== lead.owner_account_id && runtime) {
      const mail = leads.assignmentMail(lead, user.email, runtime.inboxUrl(lead.id));
      await runtime.staffMail.enqueue({ recipient: account.email, ...mail }, new Date(), "assignment");
      runtime.worker.kick();
      await audit("lead.assignment-mail", lead.id, `to ${account.email}`);
      return back("owner-mailed");
    }
    return back("owner");
  }
  if (intent === "follow-up") {
    const day = leads.followUpDay(form.get("followUpOn"));
    if (!day.ok) return refused(intent, day.error);
    await flow.setFollowUp(lead.id, day.day);
    await audit("lead.follow-up", lead.id, day.day ?? "cleared");
    return back(day.day ? "follow-up" : "follow-up-clear");
  }
  if (intent === "note-edit" || intent === "note-delete") {
    const ids = { leadId: lead.id, noteId: String(form.get("note") ?? "").slice(0, 40) };
    const text = intent === "note-edit" ? leads.noteText(form.get("text")) : undefined;
    if (text && !text.ok) return refused(intent, text.error);
    const outcome = text?.ok ? await flow.editNote(ids, user.accountId, text.text, now) : await flow.deleteNote(ids, user.accountId);
    if (outcome === "missing") return refused(intent, "That note is no longer on this lead.", 404);
    if (outcome === "not-author") return refused(intent, "Only the note's author may change or delete it.", 403);
    await audit(intent === "note-edit" ? "lead.note-edit" : "lead.note-delete", lead.id, ids.noteId);
    return back(intent);
  }
  if (intent === "note") {
    const text = leads.noteText(form.get("text"));
    if (!text.ok) return refused(intent, text.error);
    await flow.addNote(lead.id, user, text.text, now);
    await audit("lead.note", lead.id);
    return back("note");
  }
  if (intent === "spam") {
    const outcome = await flow.markSpam(lead.id, now);
    if (outcome === "sending") return refused(intent, "Its notification is being sent this moment; try again in a minute.", 409);
    if (outcome === "done") await audit("lead.spam", lead.id);
    return back("spam");
  }
  if (intent === "not-spam") {
    const outcome = await flow.markNotSpam(lead.id, now);
    if (outcome === "queued") runtime?.worker.kick();
    if (outcome === "queued" || outcome === "sent-before") await audit("lead.not-spam", lead.id);
    return back(outcome === "sent-before" ? "not-spam-sent" : "not-spam");
  }
  if (intent === "resend") {
    const refusal = await leads.resendRefusal(lead.id);
    if (refusal)
      return refused(
        intent,
        refusal.reason === "spam"
          ? "A lead in spam has no notification: move it to the inbox."
          : "Only a dead-lettered notification is sent again.",
        409,
      );
    await leads.outbox.resendDead(now, [lead.id]);
    runtime?.worker.kick();
    await audit("lead.resend", lead.id);
    return back("resend");
  }
  return refused(intent, "Unknown action.");
}
