// The lead pipeline's public entry: what other server features (the staff area) may use of it.
export { whole } from "./config";
export { createRateLimiter, type RateDecision } from "./rate-limit";
export type { LeadRuntime } from "./runtime";
