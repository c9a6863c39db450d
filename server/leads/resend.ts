import type { LeadRepository } from "./lead-repository";
import type { OutboxRepository } from "./outbox-repository";

export type ResendRefusal = { reason: "missing" | "spam" | "not-dead"; message: string };

/**
 * Why a lead's notification may not be queued again, or undefined when it may: only a dead-lettered notification
 * is sent again (a pending or held one is on its way, a sent one went out). The CLI and the staff inbox ask this.
 */
export async function resendRefusal(leads: LeadRepository, outbox: OutboxRepository, id: string): Promise<ResendRefusal | undefined> {
  const entry = await outbox.entry(id);
  if (!entry) {
    return (await leads.get(id))
      ? { reason: "spam", message: `Lead "${id}" has no notification to resend (spam)` }
      : { reason: "missing", message: `No lead with id "${id}"` };
  }
  if (entry.state !== "dead")
    return { reason: "not-dead", message: `Lead "${id}"'s notification is ${entry.state}, not dead-lettered: nothing to resend` };
  return undefined;
}
