import type { Lead } from "./lead-repository";
import { escapeHtml, leadRows, type Notification } from "./notification-mail";

/** Most notifications one digest carries. */
export const DIGEST_MAX_LEADS = 500;
/**
 * Most bytes of lead text (UTF-8, the plain and the HTML part together) one digest carries. Transfer encoding at
 * most triples it (quoted-printable of text that is all non-ASCII), so a digest stays under about 6.5 MB: below the
 * 10 MB that Postfix (message_size_limit) and most relays take by default, and far below the 25 MB of the big
 * mailbox providers. More held notifications than fit go out in further digests.
 */
export const DIGEST_MAX_BYTES = 2_000_000;

const block = (lead: Lead) =>
  leadRows(lead)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
const htmlBlock = (lead: Lead) =>
  `<table style="border-collapse:collapse;margin-bottom:16px">${leadRows(lead)
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 8px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;

/** The leading held leads that fit in one digest by count and by bytes; at least one. */
export function fitDigest<T extends Lead>(leads: readonly T[], maxBytes = DIGEST_MAX_BYTES): T[] {
  let bytes = 0;
  let count = 0;
  for (const lead of leads.slice(0, DIGEST_MAX_LEADS)) {
    bytes += Buffer.byteLength(block(lead)) + Buffer.byteLength(htmlBlock(lead));
    if (count > 0 && bytes > maxBytes) break;
    count++;
  }
  return leads.slice(0, count);
}

/** One mail for the leads held back while the site-wide notification limit was reached. */
export function digestMail(leads: readonly Lead[]): Omit<Notification, "replyTo"> {
  const intro = `${leads.length} website enquiries arrived while more notifications were waiting than the site's mail allowance (MAIL_MAX_PER_WINDOW) lets it send one by one. They are all stored; here they are together.`;
  return {
    subject: `Website enquiries: ${leads.length} sent together`,
    text: [intro, ...leads.map(block)].join("\n\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif"><p>${escapeHtml(intro)}</p>${leads.map(htmlBlock).join("")}</body></html>`,
    headers: { "X-Lead-Digest": String(leads.length) },
  };
}
