import type { Lead } from "./lead-repository";

export type Notification = {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
  headers: Record<string, string>;
};

// The fixed preset text of the original client (SPEC section 3), composed here and never taken from the visitor.
export const PRESET_TEXT =
  "A prospect tried to contact the sales group from the website. Their details are below for follow-up.";

/** Every field of a lead as sales reads it, in the order the mails list them. */
export const LEAD_FIELD_LABELS: [keyof Lead, string][] = [
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

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sales notification for one lead: plain text and escaped HTML carrying the same facts. */
export function notificationMail(lead: Lead): Notification {
  const rows = LEAD_FIELD_LABELS.map(([key, label]) => [label, String(lead[key] ?? "—")] as const);
  const text = [PRESET_TEXT, "", ...rows.map(([label, value]) => `${label}: ${value}`)].join("\n");
  const cell = "padding:6px 12px;border-bottom:1px solid #dfe5ee;vertical-align:top;text-align:left";
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#131b2e">`,
    `<p>${escapeHtml(PRESET_TEXT)}</p><table style="border-collapse:collapse">`,
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table></body></html>`,
  ].join("\n");
  return {
    subject: `Website enquiry: ${lead.full_name}, ${lead.organisation}`,
    text,
    html,
    replyTo: { name: lead.full_name, address: lead.email },
    headers: { "X-Lead-Id": lead.id },
  };
}
