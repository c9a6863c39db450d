import { createHash } from "node:crypto";
import type { Contact } from "#app/shared/contact-schema.ts";
import { newLeadId } from "./lead-id";
import type { LeadRepository } from "./lead-repository";

export type SubmitMeta = { ip?: string; network?: string; userAgent?: string; page?: string; source: "form" | "api" };
export type SubmitResult =
  | { ok: true; id: string; duplicate: boolean; spam?: string }
  | { ok: false; reason: "rate-limited"; retryAfterSec: number }
  | { ok: false; reason: "unavailable" };

type ServiceOptions = {
  leads: LeadRepository;
  leadsPerWindow: number;
  leadWindowMs: number;
  minSubmitMs: number;
  dedupeMs?: number;
  onCommitted?: () => void;
  logger?: Pick<Console, "error">;
};

/** Takes a validated contact: flags spam, folds double submits into one lead, limits leads per address, stores. */
export function createLeadService(options: ServiceOptions) {
  const { leads, leadsPerWindow, leadWindowMs, minSubmitMs, dedupeMs = 15_000 } = options;
  const inFlight = new Map<string, Promise<SubmitResult>>();

  function spamReason(contact: Contact): string | undefined {
    if (contact.website) return "honeypot";
    if (contact.elapsed !== undefined && Number(contact.elapsed) < minSubmitMs) return "too-fast";
    return undefined;
  }

  async function store(contact: Contact, meta: SubmitMeta, fingerprint: string): Promise<SubmitResult> {
    const now = new Date();
    const existing = await leads.findRecentByFingerprint(fingerprint, new Date(now.getTime() - dedupeMs).toISOString());
    if (existing) return { ok: true, id: existing, duplicate: true };
    const spam = spamReason(contact);
    // Spam counts too: a bot filling the honeypot must not fill the database either.
    if (meta.network) {
      const recent = await leads.storedTimesFromNetwork(meta.network, new Date(now.getTime() - leadWindowMs).toISOString());
      if (recent.length >= leadsPerWindow) {
        const oldest = Date.parse(recent[recent.length - leadsPerWindow] ?? now.toISOString());
        return { ok: false, reason: "rate-limited", retryAfterSec: Math.max(1, Math.ceil((oldest + leadWindowMs - now.getTime()) / 1000)) };
      }
    }
    const id = newLeadId(now);
    await leads.insert({
      id,
      created_at: now.toISOString(),
      full_name: contact.fullName,
      job_title: contact.jobTitle,
      organisation: contact.organisation,
      phone: contact.phone,
      email: contact.email,
      message: contact.message,
      page: meta.page ?? null,
      referrer: contact.referrer || null,
      source: meta.source,
      ip: meta.ip ?? null,
      network: meta.network ?? null,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      fingerprint,
      spam_reason: spam ?? null,
      delivery_status: spam ? "spam" : "pending",
      delivered_at: null,
    });
    if (!spam) options.onCommitted?.();
    return { ok: true, id, duplicate: false, spam };
  }

  return {
    /** Resolves once the lead is committed (or refused); never throws. */
    submit(contact: Contact, meta: SubmitMeta): Promise<SubmitResult> {
      const { fullName, jobTitle, organisation, phone, email, message } = contact;
      const fingerprint = createHash("sha256")
        .update(JSON.stringify([fullName, jobTitle, organisation, phone, email.toLowerCase(), message, meta.ip ?? ""]))
        .digest("hex");
      const pending = inFlight.get(fingerprint);
      if (pending) return pending.then((result) => (result.ok ? { ...result, duplicate: true } : result));
      const result = store(contact, meta, fingerprint).catch((error: unknown): SubmitResult => {
        (options.logger ?? console).error("Lead storage failed:", error instanceof Error ? error.message : error);
        return { ok: false, reason: "unavailable" };
      });
      inFlight.set(fingerprint, result);
      return result.finally(() => inFlight.delete(fingerprint));
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
