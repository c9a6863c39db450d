export const CONSENT_COOKIE = "consent-v1";
export const CONSENT_VALUE = "user";
export const CONSENT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${CONSENT_COOKIE}=${CONSENT_VALUE}`);
}

export function consentCookie(): string {
  return `${CONSENT_COOKIE}=${CONSENT_VALUE}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
