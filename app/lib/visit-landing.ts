/** sessionStorage, not a cookie: it lives for the tab's visit and is never sent by itself, only by a form. */
export const VISIT_LANDING_KEY = "visit-landing";

/**
 * Keeps the first page of the visit as it came: its address and its referrer, read only when a form is
 * sent (visit-attribution.ts). Runs in the head script of every page (app/lib/head-script.ts), so it stays this small;
 * a later page never replaces it.
 */
export function rememberVisitLanding(): void {
  try {
    if (!sessionStorage.getItem(VISIT_LANDING_KEY))
      sessionStorage.setItem(VISIT_LANDING_KEY, JSON.stringify([location.href, document.referrer]));
  } catch {
    // Storage refused (private mode, quota): a form sends what its own page knows.
  }
}
