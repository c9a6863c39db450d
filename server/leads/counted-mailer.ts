import type { Mailer } from "./mailer";

/** What a mail the outbox sends is: a lead's notification, a digest of several, or a mail to a staff member. */
export type MailKind = "lead" | "digest" | "staff";
export type MailOutcome = "sent" | "failed";
export type MailObserver = (kind: MailKind, outcome: MailOutcome) => void;

/** The kind of a mail by the name the outbox gives it (outbox.ts: the lead id, `digest-…`, `staff-…`). */
export function mailKind(name: string): MailKind {
  if (name.startsWith("staff-")) return "staff";
  if (name.startsWith("digest-")) return "digest";
  return "lead";
}

/** The mailer, telling each observer how every send ended; an observer's own failure never fails a send. */
export function countedMailer(mailer: Mailer, observers: Set<MailObserver>): Mailer {
  const tell = (name: string, outcome: MailOutcome) => {
    for (const observe of observers) {
      try {
        observe(mailKind(name), outcome);
      } catch {
        // Counting is best effort: the mail's fate is the outbox's business.
      }
    }
  };
  return {
    async send(name, mail, recipient) {
      try {
        await mailer.send(name, mail, recipient);
      } catch (error) {
        tell(name, "failed");
        throw error;
      }
      tell(name, "sent");
    },
    close: () => mailer.close(),
  };
}
