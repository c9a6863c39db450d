import type { GateRefusal, PostGate } from "./post-gate";
import type { LeadService } from "./lead-service";
import type { SubmitResult } from "./submission";

/** What became of a lead post: a new lead, a double submit folded into one, a lead kept as spam, or a refusal. */
export type LeadOutcome = "accepted" | "duplicate" | "spam" | "refused";
/** Why a post was refused: a bounded set taken from the refusal codes, never from what the post held. */
export type LeadRefusalReason =
  "method" | "rate" | "origin" | "type" | "too_large" | "slow_body" | "malformed" | "invalid" | "address_limit" | "unavailable";
export type LeadObserver = (outcome: LeadOutcome, reason: LeadRefusalReason | "none") => void;

const GATE_REASONS: Record<GateRefusal["status"], LeadRefusalReason> = {
  400: "malformed",
  403: "origin",
  405: "method",
  408: "slow_body",
  413: "too_large",
  415: "type",
  429: "rate",
};

/** Tells each observer; an observer's own failure never fails a post (counting is best effort). */
export function leadTeller(observers: ReadonlySet<LeadObserver>): LeadObserver {
  return (outcome, reason) => {
    for (const observe of observers) {
      try {
        observe(outcome, reason);
      } catch {
        // The post's answer does not depend on its count.
      }
    }
  };
}

/** The gate, telling every refusal by its status. */
export function observedGate(gate: PostGate, tell: LeadObserver): PostGate {
  return async (...args) => {
    const result = await gate(...args);
    if (!result.ok) tell("refused", GATE_REASONS[result.status]);
    return result;
  };
}

export function submitOutcome(result: SubmitResult): [LeadOutcome, LeadRefusalReason | "none"] {
  if (!result.ok) return ["refused", result.reason === "rate-limited" ? "address_limit" : "unavailable"];
  if (result.spam) return ["spam", "none"];
  return [result.duplicate ? "duplicate" : "accepted", "none"];
}

/** The lead service, telling how each submission ended. */
export function observedService(service: LeadService, tell: LeadObserver): LeadService {
  return {
    ...service,
    async submit(...args) {
      const result = await service.submit(...args);
      tell(...submitOutcome(result));
      return result;
    },
  };
}
