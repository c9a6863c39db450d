import type { Generated } from "kysely";

/** What the visitor asked for: a contact message, or a whitepaper through its download form. */
export type LeadKind = "contact" | "whitepaper";

/** Where sales has got with a lead (the inbox's workflow); every lead starts as "new". */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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
  status: Generated<LeadStatus>;
  /** The staff account working the lead, if one took it. */
  owner_account_id: Generated<string | null>;
  /** Where the visit began (shared/attribution.ts): its first page's path, the referring site's origin. */
  landing_page: string | null;
  referrer_origin: string | null;
  /** The first page's campaign parameters. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** The day sales means to get back to the lead (YYYY-MM-DD); past it and not closed, the lead is overdue. */
  follow_up_on: Generated<string | null>;
};

/** A note a staff member wrote on a lead; the author's e-mail is kept so the note reads the same after the account goes. */
export type LeadNoteTable = {
  id: string;
  lead_id: string;
  author_account_id: string | null;
  author_email: string;
  at: string;
  text: string;
  /** When its author last changed it; null for a note as first written. */
  edited_at: Generated<string | null>;
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

/** That a member has opened a lead (the inbox's unread state). */
export type LeadReadTable = { account_id: string; lead_id: string; read_at: string };

/** The lead pipeline's tables: the leads, their notification outbox, sales' notes and who has read what. */
export type LeadTables = { leads: LeadTable; outbox: OutboxTable; lead_notes: LeadNoteTable; lead_reads: LeadReadTable };
