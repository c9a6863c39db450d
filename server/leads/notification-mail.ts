import { paths } from "#shared/paths.ts";
import type { Lead } from "./lead-repository";

export type Notification = {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
  headers: Record<string, string>;
};

// The original site's fixed opening sentence (docs/content.md), composed here and never taken from the visitor.
export const PRESET_TEXT = "A prospect tried to contact the sales group from the website. Their details are below for follow-up.";
export const WHITEPAPER_TEXT = "A prospect downloaded a whitepaper from the website. Their details are below for follow-up.";

/** Every field of a lead as sales reads it, in the order the mails list them. */
export const LEAD_FIELD_LABELS: [keyof Lead, string][] = [
  ["kind", "Kind"],
  ["topic", "Whitepaper"],
  ["full_name", "Full name"],
  ["job_title", "Job title"],
  ["organisation", "Organisation"],
  ["phone", "Phone"],
  ["email", "Email"],
  ["message", "Message"],
  ["created_at", "Received"],
  ["page", "Page"],
  ["referrer", "Referrer"],
  ["id", "Lead reference"],
];

const KIND_NAMES: Record<Lead["kind"], string> = { contact: "Contact message", whitepaper: "Whitepaper download" };

/** How a reader other than a mail wants some facts put: a whitepaper by its title, a time in words. */
export type LeadWording = { paperTitle?: (keyword: string) => string | undefined; time?: (iso: string) => string };

/** A lead's labelled facts; fields its kind does not ask for (a whitepaper lead's phone, a contact's topic) are left out. */
export function leadRows(lead: Lead, wording: LeadWording = {}): (readonly [string, string])[] {
  return LEAD_FIELD_LABELS.flatMap(([key, label]) => {
    if (key === "kind") return [[label, KIND_NAMES[lead.kind] ?? lead.kind] as const];
    if (key === "topic")
      return lead.topic ? [[label, `${wording.paperTitle?.(lead.topic) ?? lead.topic} (${paths.whitepaper(lead.topic)})`] as const] : [];
    if (key === "created_at" && wording.time) return [[label, wording.time(lead.created_at)] as const];
    const value = lead[key];
    return value === "" ? [] : [[label, String(value ?? "—")] as const];
  });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sales notification for one lead: plain text and escaped HTML carrying the same facts, and the address of the
 * lead in the staff inbox (behind sign-in) when the site's address is known.
 */
export function notificationMail(lead: Lead, inboxUrl?: string): Notification {
  const rows = leadRows(lead);
  const intro = lead.kind === "whitepaper" ? WHITEPAPER_TEXT : PRESET_TEXT;
  const open = inboxUrl ? [`Open this lead in the inbox: ${inboxUrl}`] : [];
  const text = [intro, "", ...rows.map(([label, value]) => `${label}: ${value}`), ...(inboxUrl ? ["", ...open] : [])].join("\n");
  const cell = "padding:6px 12px;border-bottom:1px solid #dfe5ee;vertical-align:top;text-align:left";
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#131b2e">`,
    `<p>${escapeHtml(intro)}</p><table style="border-collapse:collapse">`,
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    ...(inboxUrl ? [`<p><a href="${escapeHtml(inboxUrl)}">Open this lead in the inbox</a></p>`] : []),
    `</body></html>`,
  ].join("\n");
  return {
    subject:
      lead.kind === "whitepaper"
        ? `Whitepaper download (${lead.topic ?? "unknown"}): ${lead.full_name}, ${lead.organisation}`
        : `Website enquiry: ${lead.full_name}, ${lead.organisation}`,
    text,
    html,
    replyTo: { name: lead.full_name, address: lead.email },
    headers: { "X-Lead-Id": lead.id },
  };
}
