import type { Lead } from "./lead-repository";
import { escapeHtml, leadRows, type Notification } from "./notification-mail";

/** One mail for the leads held back while the site-wide notification limit was reached. */
export function digestMail(leads: readonly Lead[]): Omit<Notification, "replyTo"> {
  const intro = `${leads.length} website enquiries arrived while more notifications were coming in than the site sends per hour (MAIL_MAX_PER_WINDOW). They are all stored; here they are together.`;
  const block = (lead: Lead) => leadRows(lead).map(([label, value]) => `${label}: ${value}`).join("\n");
  const htmlBlock = (lead: Lead) =>
    `<table style="border-collapse:collapse;margin-bottom:16px">${leadRows(lead).map(
      ([label, value]) => `<tr><th style="text-align:left;padding:2px 8px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ).join("")}</table>`;
  return {
    subject: `Website enquiries: ${leads.length} held during a burst`,
    text: [intro, ...leads.map(block)].join("\n\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif"><p>${escapeHtml(intro)}</p>${leads.map(htmlBlock).join("")}</body></html>`,
    headers: { "X-Lead-Digest": String(leads.length) },
  };
}
