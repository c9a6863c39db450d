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
