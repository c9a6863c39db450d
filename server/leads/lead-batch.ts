import { UNKNOWN_CLIENT } from "./client-network";
import { newLeadId } from "./lead-id";
import { SALES_PITCH, salesPitchVerdict } from "#shared/sales-pitch-rule.ts";
import type { LeadRepository, NewLead } from "./lead-repository";
import type { LeadRequest, SubmitMeta, SubmitResult } from "./submission";

export type Submission = { contact: LeadRequest; meta: SubmitMeta; fingerprint: string };
export type BatchRules = { leadsPerWindow: number; leadWindowMs: number; minSubmitMs: number; dedupeMs: number };

function spamReason(contact: LeadRequest, minSubmitMs: number): string | undefined {
  if (contact.website) return "honeypot";
  if (contact.elapsed !== undefined && Number(contact.elapsed) < minSubmitMs) return "too-fast";
  if (salesPitchVerdict(contact.message).spam) return SALES_PITCH;
  return undefined;
}

// The ip and network columns are varchar(64) (migrations 001 and 002). clientAddress keeps addresses far
// shorter; should anything longer ever reach a row, it is stored as unknown rather than failing the batch.
const ADDRESS_COLUMN_MAX = 64;
const addressColumn = (value: string | undefined) =>
  value === undefined ? null : value.length <= ADDRESS_COLUMN_MAX ? value : UNKNOWN_CLIENT;

function leadRow(id: string, createdAt: string, { contact, meta, fingerprint }: Submission, spam: string | undefined): NewLead {
  return {
    id,
    created_at: createdAt,
    full_name: contact.fullName,
    job_title: contact.jobTitle,
    organisation: contact.organisation,
    phone: contact.phone,
    email: contact.email,
    message: contact.message,
    page: meta.page ?? null,
    referrer: contact.referrer || null,
    source: meta.source,
    ip: addressColumn(meta.ip),
    network: addressColumn(meta.network),
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    fingerprint,
    spam_reason: spam ?? null,
    delivery_status: spam ? "spam" : "pending",
    delivered_at: null,
    kind: contact.kind ?? "contact",
    topic: contact.topic ?? null,
    landing_page: meta.attribution?.landingPage ?? null,
    referrer_origin: meta.attribution?.referrerOrigin ?? null,
    utm_source: meta.attribution?.utm_source ?? null,
    utm_medium: meta.attribution?.utm_medium ?? null,
    utm_campaign: meta.attribution?.utm_campaign ?? null,
    utm_term: meta.attribution?.utm_term ?? null,
    utm_content: meta.attribution?.utm_content ?? null,
  };
}

/**
 * Decides and stores a batch of submissions in one transaction, in arrival order, as if each had been
 * stored alone: a double submit folds into the lead stored earlier (in the database or this batch), and
 * the per-network cap counts the batch's own earlier leads, spam included.
 */
export function storeBatch(leads: LeadRepository, batch: Submission[], rules: BatchRules): Promise<SubmitResult[]> {
  // Other instances on the same PostgreSQL wait at the start for the same addresses and payloads, not in between.
  const keys = batch.flatMap(({ fingerprint, meta }) => [
    `fingerprint:${fingerprint}`,
    ...(meta.network ? [`network:${meta.network}`] : []),
  ]);
  return leads.lockedTransaction(keys, async (trx) => {
    const now = new Date();
    const createdAt = now.toISOString();
    const windowStart = new Date(now.getTime() - rules.leadWindowMs).toISOString();
    const networks = [...new Set(batch.flatMap(({ meta }) => (meta.network ? [meta.network] : [])))];
    // One query for the whole batch, not two per lead: each is a round trip to PostgreSQL, made with the locks held.
    const { leadByFingerprint: storedByFingerprint, countByNetwork } = await trx.recentActivity(
      batch.map(({ fingerprint }) => fingerprint),
      new Date(now.getTime() - rules.dedupeMs).toISOString(),
      networks,
      windowStart,
    );
    const storedTimesByNetwork = new Map(
      networks.map((network) => [network, { before: countByNetwork.get(network) ?? 0, added: [] as string[] }]),
    );
    const rows: NewLead[] = [];

    async function retryAfterSec(network: string): Promise<number | undefined> {
      const { before, added } = storedTimesByNetwork.get(network) ?? { before: 0, added: [] };
      if (before + added.length < rules.leadsPerWindow) return undefined;
      // The lead whose expiry makes room again: the leadsPerWindow-th newest of those in the window.
      const oldest =
        added.length >= rules.leadsPerWindow
          ? added[added.length - rules.leadsPerWindow]
          : await trx.nthNewestFromNetwork(network, windowStart, rules.leadsPerWindow - added.length);
      return Math.max(1, Math.ceil((Date.parse(oldest ?? createdAt) + rules.leadWindowMs - now.getTime()) / 1000));
    }

    const results: SubmitResult[] = [];
    for (const submission of batch) {
      const earlier = storedByFingerprint.get(submission.fingerprint);
      if (earlier) {
        results.push({ ok: true, id: earlier, duplicate: true });
        continue;
      }
      const { network } = submission.meta;
      if (network) {
        const wait = await retryAfterSec(network);
        if (wait !== undefined) {
          results.push({ ok: false, reason: "rate-limited", retryAfterSec: wait });
          continue;
        }
        storedTimesByNetwork.get(network)?.added.push(createdAt);
      }
      const id = newLeadId(now);
      const spam = spamReason(submission.contact, rules.minSubmitMs);
      rows.push(leadRow(id, createdAt, submission, spam));
      storedByFingerprint.set(submission.fingerprint, id);
      results.push({ ok: true, id, duplicate: false, spam });
    }
    await trx.insertAll(rows);
    return results;
  });
}
