import type { MailFailure } from "./mail-failure";

export type RelayHealth =
  | { state: "ok" }
  | { state: "unreachable" | "misconfigured"; since: string; lastError: string };

import type { Logger } from "#app/.server/logging.ts";

/** What the outbox last learnt about the relay; a configuration fault is logged as an error on every failure. */
export function createRelayHealth(logger: Logger) {
  let health: RelayHealth = { state: "ok" };
  return {
    get: (): RelayHealth => health,
    failed(kind: Exclude<MailFailure, "message">, reason: string) {
      const state = kind === "configuration" ? "misconfigured" : "unreachable";
      health = { state, since: health.state === state ? health.since : new Date().toISOString(), lastError: reason };
      if (state === "misconfigured") {
        logger.error(
          `ACTION NEEDED: the mail relay refuses this site's mail settings (SMTP_URL, MAIL_FROM, MAIL_TO): ${reason}. ` +
            "Leads are stored; their notifications wait and are sent once the relay accepts them.",
        );
      }
    },
    /** True when the relay had been failing: the caller sends what was waiting. */
    worked(): boolean {
      if (health.state === "ok") return false;
      logger.log(`Mail relay works again (it was ${health.state} since ${health.since}): sending waiting notifications now`);
      health = { state: "ok" };
      return true;
    },
  };
}

export type RelayHealthTracker = ReturnType<typeof createRelayHealth>;
