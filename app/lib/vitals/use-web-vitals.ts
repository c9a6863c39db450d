import { useEffect } from "react";
import type { Metric } from "web-vitals";
import { sendVitalsOnHidden } from "./send-vitals";

/**
 * A hydrated page's Web Vitals, measured by the web-vitals library and sent once per page view (the document's
 * first view; later client-side navigations are not measured). The library is its own chunk, imported here: the
 * effect runs after hydration, which waits for the first paint (scripts/hydrate-after-paint.ts).
 */
export function useWebVitals() {
  useEffect(() => {
    // The staff area is not the public site's experience.
    if (/^\/staff(?:[/.]|$)/.test(location.pathname)) return;
    const metrics: Record<string, number> = {};
    sendVitalsOnHidden(metrics);
    const take = ({ name, value }: Metric) => (metrics[name] = value);
    import("web-vitals").then(
      (vitals) => {
        [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB].forEach((on) => on(take, { reportAllChanges: true }));
        // As data-hydrated: browser tests wait for the library's observers before they observe (and hide) the page.
        document.documentElement.dataset.vitals = "observing";
      },
      () => {},
    );
  }, []);
}
