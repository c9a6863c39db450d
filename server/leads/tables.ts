import type { Generated } from "kysely";
import type { StaffTables } from "#server/staff/tables.ts";

/** What the visitor asked for: a contact message, or a whitepaper through its download form. */
export type LeadKind = "contact" | "whitepaper";

export type DeliveryStatus = "pending" | "sent" | "dead" | "spam" | "held";

export type LeadTable = {
  id: string;
  created_at: string;
  full_name: string;
  job_title: string;
  organisation: string;
  phone: string;
  email: string;
  message: string;
  page: string | null;
  referrer: string | null;
  source: string;
  ip: string | null;
  /** The client's IPv4 address or IPv6 /64 (client-network.ts): what the per-address lead cap counts. */
  network: string | null;
  user_agent: string | null;
  fingerprint: string;
  spam_reason: string | null;
  delivery_status: DeliveryStatus;
  delivered_at: string | null;
  kind: Generated<LeadKind>;
  /** The whitepaper's keyword for a whitepaper lead; null for a contact message. */
  topic: string | null;
};

export type OutboxTable = {
  lead_id: string;
  state: "pending" | "sent" | "dead" | "held";
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  updated_at: string;
  /** The instance (outbox-claim.ts instanceId) sending this notification now, until claimed_until. */
  claimed_by: string | null;
  claimed_until: string | null;
};

/** Every table of the one site database: the leads and their outbox, and the staff area (server/staff/tables.ts). */
export type LeadTables = { leads: LeadTable; outbox: OutboxTable } & StaffTables;
