export const CONSENT_COOKIE = "consent-v1";
export const CONSENT_VALUE = "user";
export const CONSENT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${CONSENT_COOKIE}=${CONSENT_VALUE}`);
}

export function consentCookie(): string {
  return `${CONSENT_COOKIE}=${CONSENT_VALUE}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Runs in <head> before first paint: marks that scripts run and hides the cookie notice
 * for visitors who already accepted. Its exact text is hashed into the page's CSP at build.
 */
export const headScript = `(function(d){var c=d.documentElement.classList;c.add("js");if(d.cookie.split(/;\\s*/).indexOf("${CONSENT_COOKIE}=${CONSENT_VALUE}")>-1)c.add("consented")})(document)`;
