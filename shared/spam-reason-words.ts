import { SALES_PITCH, salesPitchReason } from "./sales-pitch-rule";

/** The spam reason stored when a member of staff marks a lead as spam (server/leads/lead-workflow.ts). */
export const SPAM_BY_STAFF = "marked by staff";

const WORDS: Record<string, string> = {
  honeypot: "a field hidden from people, which only automated senders fill in, was filled in",
  "too-fast": "it was sent faster than a person can fill in the form",
  [SPAM_BY_STAFF]: "a member of staff marked it as spam",
};

/** Why a lead was held back as spam, in words (the stored reason is a short code); the code itself if unknown. */
export function spamReasonInWords(reason: string | null, message: string): string {
  if (!reason) return "not recorded";
  if (reason === SALES_PITCH) return salesPitchReason(message);
  return WORDS[reason] ?? reason;
}
