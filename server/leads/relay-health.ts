import type { MailFailure } from "./mail-failure";

import type { Logger } from "#server/logging/logging.ts";

/**
 * - "unreachable": the last attempt failed for a passing reason (refused connection, timeout, 4xx);
 * - "misconfigured": the relay refuses the site's own settings (credentials, sender, recipient, TLS);
 * - "refusing": the relay refused a message for good (dead-lettered) and has accepted none since, as a DMARC
 *   or content-policy fault shows.
 */
export type RelayHealth = { state: "ok" } | { state: "unreachable" | "misconfigured" | "refusing"; since: string; lastError: string };

const STATES: Record<MailFailure, Exclude<RelayHealth["state"], "ok">> = {
  transient: "unreachable",
  configuration: "misconfigured",
  message: "refusing",
};

/** What the outbox last learnt about the relay; a configuration fault is logged as an error on every failure. */
export function createRelayHealth(logger: Logger) {
  let health: RelayHealth = { state: "ok" };
  return {
    get: (): RelayHealth => health,
    failed(kind: MailFailure, reason: string) {
      const state = STATES[kind];
      const changed = health.state !== state;
      health = { state, since: health.state === state ? health.since : new Date().toISOString(), lastError: reason };
      if (state === "misconfigured") {
        logger.error(
          `ACTION NEEDED: the mail relay refuses this site's mail settings (SMTP_URL, MAIL_FROM, MAIL_TO): ${reason}. ` +
            "Leads are stored; their notifications wait and are sent once the relay accepts them.",
        );
      } else if (state === "refusing" && changed) {
        logger.error(
          `ACTION NEEDED: the mail relay refuses notifications for good (${reason}); they are dead-lettered until it accepts one again. Fix the cause, then "npm run leads -- resend".`,
        );
      }
    },
    /** The relay accepted a mail. True when it had been failing: the caller sends what was waiting. */
    worked(): boolean {
      if (health.state === "ok") return false;
      logger.log(`Mail relay works again (it was ${health.state} since ${health.since}): sending waiting notifications now`);
      health = { state: "ok" };
      return true;
    },
  };
}

export type RelayHealthTracker = ReturnType<typeof createRelayHealth>;
