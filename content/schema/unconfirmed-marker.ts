import type { UnconfirmedClaim } from "./unconfirmed";

/**
 * Marks a value of a content module as a claim nobody here can vouch for, and returns it unchanged: the page
 * shows the text as it is, and `npm run launch-check` lists it for `claim.by` to confirm before launch.
 * The launch check reads these calls from the source, so `claim` must be written as literals.
 */
export function unconfirmed<T>(_claim: UnconfirmedClaim, value: T): T {
  return value;
}
