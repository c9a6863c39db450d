/** How long the staff area's sign-in steps and sessions last: the server enforces them, the cookies carry them. */

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
/** …and this long after sign-in, whatever happens. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** A mailed link works once, within this long, in the browser that asked for it. */
export const LINK_TTL_MS = 15 * 60_000;
/** How long the browser has to answer a WebAuthn challenge. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
