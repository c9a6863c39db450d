import type { Contact } from "#shared/contact-schema.ts";
import type { LeadKind } from "#server/db/tables/leads.ts";
import type { Attribution } from "#shared/attribution.ts";

// What a submission is and what it gets back: shared by the service and its batch writer, so neither imports the other.

/** A validated contact, or a whitepaper request mapped onto it (empty job title, phone and message). */
export type LeadRequest = Contact & { kind?: LeadKind; topic?: string };

export type SubmitMeta = {
  ip?: string;
  network?: string;
  userAgent?: string;
  page?: string;
  source: "form" | "api";
  /** Where the visit began (attribution.ts). */
  attribution?: Attribution;
};
export type SubmitResult =
  | { ok: true; id: string; duplicate: boolean; spam?: string }
  | { ok: false; reason: "rate-limited"; retryAfterSec: number }
  | { ok: false; reason: "unavailable" };
