import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/route";
import { NOTIFICATION_NAMES, STATUS_NAMES, timeInWords } from "#app/components/staff/lead-labels.ts";
import { NameOptions } from "#app/components/staff/name-options.tsx";
import { staffPaths } from "#shared/staff-paths.ts";
import { NOTE_MAX_LENGTH } from "#shared/lead-notes.ts";

type Data = Route.ComponentProps["loaderData"];
const button = "rounded border border-ink-300 px-3 py-1.5 text-sm font-medium hover:bg-ink-100";
const primary = "rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800";
const field = "mt-1 block w-full rounded border border-ink-300 px-2 py-1.5 text-sm";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded border border-ink-200 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function FormError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/** A post to the lead's own action, naming what it does; works as a plain form without JavaScript. */
function LeadForm({ leadId, intent, children, className }: { leadId: string; intent: string; children: ReactNode; className?: string }) {
  return (
    <Form method="post" action={staffPaths.lead(leadId)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** Every field as the visitor wrote it: React renders each as text, so markup or a formula stays inert. */
export function LeadFacts({ lead }: { lead: Data["lead"] }) {
  return (
    <Panel title="The enquiry">
      <p className="mt-3 flex flex-wrap gap-2">
        <a href={lead.contact.mailto} className={primary}>
          Reply by e-mail to {lead.email}
        </a>
        {lead.contact.tel && (
          <a href={lead.contact.tel} className={button}>
            Call {lead.phone}
          </a>
        )}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {[...lead.facts, ...lead.visit, ...lead.metadata].map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function LeadWorkflow({ data, errors }: { data: Data; errors: { status?: string; owner?: string; followUp?: string } }) {
  const { lead, owners, ownerEmail, me } = data;
  return (
    <Panel title="Status and owner">
      <LeadForm leadId={lead.id} intent="status" className="mt-3 flex flex-wrap items-end gap-2">
        <label className="grow text-sm">
          <span className="font-medium">Status</span>
          <select
            key={lead.status}
            name="status"
            defaultValue={lead.status}
            className={field}
            aria-describedby={errors.status ? "status-error" : undefined}
          >
            <NameOptions names={STATUS_NAMES} />
          </select>
        </label>
        <button type="submit" className={primary}>
          Save status
        </button>
      </LeadForm>
      <FormError id="status-error" message={errors.status} />
      <p className="mt-4 text-sm">
        <span className="font-medium">Owner:</span> {ownerEmail ?? "nobody yet"}
      </p>
      {lead.ownerAccountId !== me && (
        <LeadForm leadId={lead.id} intent="owner" className="mt-2">
          <input type="hidden" name="owner" value="me" />
          <button type="submit" className={button}>
            Assign to me
          </button>
        </LeadForm>
      )}
      <LeadForm leadId={lead.id} intent="owner" className="mt-3 flex flex-wrap items-end gap-2">
        <label className="grow text-sm">
          <span className="font-medium">Choose an owner</span>
          <select
            // A new owner (after "Assign to me" too) mounts a new select: defaultValue only applies on mount.
            key={lead.ownerAccountId ?? ""}
            name="owner"
            defaultValue={lead.ownerAccountId ?? ""}
            className={field}
            aria-describedby={errors.owner ? "owner-error" : undefined}
          >
            <option value="">Nobody</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.email}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button}>
          Save owner
        </button>
      </LeadForm>
      <FormError id="owner-error" message={errors.owner} />
      <FollowUp data={data} error={errors.followUp} />
    </Panel>
  );
}

/** The day to get back to the lead: set, moved or cleared; past it (and the lead not closed) the lead is overdue. */
function FollowUp({ data, error }: { data: Data; error?: string }) {
  const { lead, today } = data;
  const overdue = lead.followUpOn !== null && lead.followUpOn < today && lead.status !== "won" && lead.status !== "lost";
  return (
    <>
      <p className="mt-4 text-sm">
        <span className="font-medium">Follow up:</span>{" "}
        {lead.followUpOn ? <time dateTime={lead.followUpOn}>{lead.followUpOn}</time> : "no date set"}
        {overdue && <strong className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">Overdue</strong>}
      </p>
      <LeadForm leadId={lead.id} intent="follow-up" className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grow text-sm">
          <span className="font-medium">Follow-up date</span>
          <input
            key={lead.followUpOn ?? ""}
            type="date"
            name="followUpOn"
            defaultValue={lead.followUpOn ?? ""}
            className={field}
            aria-describedby={error ? "follow-up-error" : undefined}
          />
        </label>
        <button type="submit" className={button}>
          Save follow-up
        </button>
      </LeadForm>
      {lead.followUpOn && (
        <LeadForm leadId={lead.id} intent="follow-up" className="mt-2">
          <input type="hidden" name="followUpOn" value="" />
          <button type="submit" className={button}>
            Clear the follow-up
          </button>
        </LeadForm>
      )}
      <FormError id="follow-up-error" message={error} />
    </>
  );
}

export function LeadNotification({ leadId, notification, error }: { leadId: string; notification: Data["notification"]; error?: string }) {
  return (
    <Panel title="Notification">
      {notification ? (
        <>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">State</dt>
            <dd>{NOTIFICATION_NAMES[notification.state]}</dd>
            <dt className="font-medium">Attempts</dt>
            <dd>{notification.attempts}</dd>
            {notification.nextAttemptAt && (
              <>
                <dt className="font-medium">Next attempt</dt>
                <dd>{timeInWords(notification.nextAttemptAt)}</dd>
              </>
            )}
            <dt className="font-medium">Last error</dt>
            <dd className="break-words">{notification.lastError ?? "None"}</dd>
          </dl>
          {notification.state === "dead" && (
            <LeadForm leadId={leadId} intent="resend" className="mt-3">
              <button type="submit" className={primary}>
                Resend the notification
              </button>
            </LeadForm>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm">None: a lead in spam is stored without one.</p>
      )}
      <FormError id="resend-error" message={error} />
    </Panel>
  );
}

export function LeadSpam({ lead, error }: { lead: Data["lead"]; error?: string }) {
  const spam = lead.deliveryStatus === "spam";
  return (
    <Panel title={spam ? "Held back as spam" : "Spam"}>
      <p className="mt-3 text-sm">
        {spam
          ? `Held back because ${lead.spamReason}. Not spam moves it into the inbox and queues its notification.`
          : "Spam moves it out of the inbox; a notification not yet sent is taken out of the queue."}
      </p>
      <LeadForm leadId={lead.id} intent={spam ? "not-spam" : "spam"} className="mt-3">
        <button type="submit" className={button}>
          {spam ? "Not spam" : "Spam"}
        </button>
      </LeadForm>
      <FormError id="spam-error" message={error} />
    </Panel>
  );
}

/** A note its author may change or delete: the edit form folded under the note, the delete a button beside it. */
function OwnNoteActions({ leadId, note }: { leadId: string; note: Data["notes"][number] }) {
  return (
    <div className="mt-2 flex flex-wrap items-start gap-2">
      <details className="grow">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">Edit this note</summary>
        {/* Keyed by the text: once saved, the form shows the saved text. */}
        <LeadForm key={note.text} leadId={leadId} intent="note-edit" className="mt-2">
          <input type="hidden" name="note" value={note.id} />
          <label className="block text-sm">
            <span className="font-medium">Note text</span>
            <textarea name="text" rows={4} maxLength={NOTE_MAX_LENGTH} required defaultValue={note.text} className={field} />
          </label>
          <button type="submit" className={`${primary} mt-2`}>
            Save the note
          </button>
        </LeadForm>
      </details>
      <LeadForm leadId={leadId} intent="note-delete">
        <input type="hidden" name="note" value={note.id} />
        <button type="submit" className={button}>
          Delete this note
        </button>
      </LeadForm>
    </div>
  );
}

export function LeadNotes({ leadId, notes, error }: { leadId: string; notes: Data["notes"]; error?: string }) {
  return (
    <Panel title="Notes">
      {notes.length ? (
        <ol className="mt-3 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="border-b border-ink-200 pb-3 text-sm">
              <p className="font-medium">
                {note.author} · <time dateTime={note.at}>{timeInWords(note.at)}</time>
                {note.editedAt && <span className="font-normal"> (edited {timeInWords(note.editedAt)})</span>}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.text}</p>
              {note.mine && <OwnNoteActions leadId={leadId} note={note} />}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm">No notes yet.</p>
      )}
      {/* Keyed by the notes there are: once one is added the form comes back empty; a refused note keeps its text. */}
      <LeadForm key={notes.length} leadId={leadId} intent="note" className="mt-4">
        <label className="block text-sm">
          <span className="font-medium">New note</span>
          <textarea
            name="text"
            rows={4}
            maxLength={NOTE_MAX_LENGTH}
            required
            className={field}
            aria-describedby={error ? "note-error" : undefined}
          />
        </label>
        <FormError id="note-error" message={error} />
        <button type="submit" className={`${primary} mt-2`}>
          Add the note
        </button>
      </LeadForm>
    </Panel>
  );
}

/** What happened to the lead, newest first: staff actions from the audit log, its notification and its arrival. */
export function LeadActivity({ activity }: { activity: Data["activity"] }) {
  return (
    <Panel title="Activity">
      <ol className="mt-3 grid gap-2 text-sm">
        {activity.map((line, index) => (
          <li key={`${line.at}-${index}`} className="grid gap-x-3 sm:grid-cols-[11rem_1fr]">
            <time dateTime={line.at} className="text-ink-600">
              {line.when}
            </time>
            <span>
              {line.what}
              {line.who && <span className="text-ink-600"> · {line.who}</span>}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The leads received just after and before this one, to work down the inbox without going back to the list. */
export function LeadNeighbours({ newer, older }: Pick<Data, "newer" | "older">) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Other leads" className="mt-8 flex flex-wrap justify-between gap-4 border-t border-ink-200 pt-4 text-sm">
      {newer ? (
        <a href={newer.href} rel="prev" className="font-medium text-brand-700 underline">
          ← Newer lead: {newer.name}
        </a>
      ) : (
        <span />
      )}
      {older && (
        <a href={older.href} rel="next" className="font-medium text-brand-700 underline">
          Older lead: {older.name} →
        </a>
      )}
    </nav>
  );
}
