import { createHash } from "node:crypto";
import { createGroupCommit } from "./group-commit";
import { storeBatch, type Submission } from "./lead-batch";
import { isRowFault } from "./row-fault";
import type { Logger } from "#server/logging/logging.ts";
import type { LeadRepository } from "./lead-repository";
import type { LeadRequest, SubmitMeta, SubmitResult } from "./submission";

type ServiceOptions = {
  leads: LeadRepository;
  leadsPerWindow: number;
  leadWindowMs: number;
  minSubmitMs: number;
  dedupeMs?: number;
  /** Most submissions committed in one transaction. */
  maxBatch?: number;
  onCommitted?: () => void;
  logger?: Pick<Logger, "error">;
};

/**
 * Takes a validated contact: flags spam, folds double submits into one lead, limits leads per address,
 * stores. Submissions arriving together are committed together in one transaction (group commit).
 */
export function createLeadService(options: ServiceOptions) {
  const { leads, leadsPerWindow, leadWindowMs, minSubmitMs, dedupeMs = 15_000 } = options;
  const inFlight = new Map<string, Promise<SubmitResult>>();
  const rules = { leadsPerWindow, leadWindowMs, minSubmitMs, dedupeMs };
  const commits = createGroupCommit<Submission, SubmitResult>({
    maxBatch: options.maxBatch ?? 200,
    retryAlone: isRowFault,
    async write(batch) {
      const results = await storeBatch(leads, batch, rules);
      if (results.some((result) => result.ok && !result.duplicate && !result.spam)) options.onCommitted?.();
      return results;
    },
  });

  return {
    /** Resolves once the lead is committed (or refused); never throws. */
    submit(contact: LeadRequest, meta: SubmitMeta): Promise<SubmitResult> {
      const { fullName, jobTitle, organisation, phone, email, message, kind = "contact", topic = "" } = contact;
      const fingerprint = createHash("sha256")
        .update(
          JSON.stringify([
            fullName,
            jobTitle,
            organisation,
            phone,
            email.toLowerCase(),
            message,
            meta.ip ?? "",
            ...(kind === "contact" ? [] : [kind, topic]),
          ]),
        )
        .digest("hex");
      const pending = inFlight.get(fingerprint);
      if (pending) return pending.then((result) => (result.ok ? { ...result, duplicate: true } : result));
      const result = commits.submit({ contact, meta, fingerprint }).catch((error: unknown): SubmitResult => {
        (options.logger ?? console).error("Lead storage failed", error);
        return { ok: false, reason: "unavailable" };
      });
      inFlight.set(fingerprint, result);
      return result.finally(() => inFlight.delete(fingerprint));
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
