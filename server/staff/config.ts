import { environment, siteOrigin } from "#server/env.ts";
import { whole } from "#server/leads/index.ts";
import { readSiteFacts, type ServerSiteFacts } from "#server/site-facts.ts";

export type StaffConfig = {
  /** SITE_URL's origin: the one origin passkeys are accepted from, and the one the mailed links point to. */
  origin: string;
  /** The WebAuthn relying party id: SITE_URL's host name (passkeys are bound to it). */
  rpId: string;
  rpName: string;
  /** Sign-in attempts (link requests, passkey sign-ins, link openings) one client address may make per window. */
  signInPerAddress: number;
  /** Sign-in attempts per account (per address asked for, known or not) per window. */
  signInPerAccount: number;
  signInWindowMs: number;
};

/** The staff area's settings from the environment (README, "Staff area"); a bad value names its variable. */
export function readStaffConfig(env: NodeJS.ProcessEnv = environment(), site: ServerSiteFacts = readSiteFacts()): StaffConfig {
  const origin = siteOrigin(env.SITE_URL);
  return {
    origin,
    rpId: new URL(origin).hostname,
    rpName: `${site.shortName} staff`,
    signInPerAddress: whole(env, "STAFF_SIGN_IN_PER_ADDRESS", 20, 1),
    signInPerAccount: whole(env, "STAFF_SIGN_IN_PER_ACCOUNT", 5, 1),
    signInWindowMs: whole(env, "STAFF_SIGN_IN_WINDOW_MINUTES", 15, 1) * 60_000,
  };
}
