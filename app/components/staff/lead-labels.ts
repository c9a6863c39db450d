import type { DeliveryStatus, LeadKind, LeadStatus } from "#server/db/tables/leads.ts";

export const STATUS_NAMES: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const KIND_LABELS: Record<LeadKind, string> = { contact: "Contact", whitepaper: "Whitepaper" };

/** A lead's notification as sales reads it: sent, waiting (queued or held for a digest), dead-lettered, or none (spam). */
export const NOTIFICATION_NAMES: Record<DeliveryStatus, string> = {
  sent: "Sent",
  pending: "Waiting",
  held: "Waiting",
  dead: "Dead-lettered",
  spam: "None (spam)",
};

/** An ISO time as "2025-01-31 14:05 UTC": the same on the server and in the browser. */
export const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** An ISO time in words, as "Saturday 28 November 2026 at 04:30 UTC": the same on the server and in the browser. */
export function timeInWords(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
  return `${day.format(at).replace(",", "")} at ${time.format(at)} UTC`;
}
