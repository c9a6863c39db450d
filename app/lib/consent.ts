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
 * Part of the head script of a page without scripts (app/lib/static-page-head-script.ts): the cookie notice's Accept
 * (app/components/layout/cookie-notice.tsx) sets the cookie and the class that hides the notice (app/app.css).
 */
export function installConsentAccept(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.("[data-cookie-notice] button")) return;
    document.cookie = consentCookie();
    document.documentElement.classList.add("consented");
  });
}
