/**
 * Why a notification could not be sent, which decides what happens to it:
 * - "configuration": the operator's fault (credentials, TLS, a sender or recipient the relay refuses;
 *   the envelope is fixed, so visitor input never causes these). Retried until fixed, never dead-lettered.
 * - "message": the relay refuses this one message for good. Dead-lettered; `npm run leads -- resend` retries it.
 * - "transient": anything else (4xx, timeouts, refused connections). Retried with backoff.
 */
export type MailFailure = "configuration" | "message" | "transient";

const CONFIGURATION_CODES = new Set(["EAUTH", "ENOAUTH", "EOAUTH2", "ECONFIG", "ETLS", "EREQUIRETLS", "EENVELOPE"]);

export function classifyMailFailure(error: unknown): MailFailure {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const temporary = typeof responseCode === "number" && responseCode >= 400 && responseCode < 500;
  if (typeof code === "string" && CONFIGURATION_CODES.has(code) && !temporary) return "configuration";
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  if (code === "EMESSAGE" && (permanent || responseCode === undefined)) return "message";
  return "transient";
}
