/** Where pages send their Web Vitals (server/vitals/vitals-route.ts). */
export const VITALS_ENDPOINT = "/api/vitals";

/**
 * Sends the page view's metrics once, when the page is first hidden (the visitor leaves, closes or switches away):
 * the path the view began on and the viewport's width, nothing that tells visitors apart. Listening on window, it
 * runs after listeners on the document (the event bubbles), so web-vitals has reported its final values by then.
 */
export function sendVitalsOnHidden(metrics: Record<string, number>): void {
  const path = location.pathname;
  let sent: unknown;
  addEventListener("visibilitychange", () => {
    if (document.visibilityState != "hidden" || sent || !Object.keys(metrics).length) return;
    sent = navigator.sendBeacon?.(VITALS_ENDPOINT, JSON.stringify({ p: path, w: innerWidth, m: metrics }));
  });
}
