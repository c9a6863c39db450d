import { sendVitalsOnHidden } from "./send-vitals";

type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number; responseStart?: number };

/**
 * The Web Vitals of a page without scripts, in its inline head script (app/lib/static-page-head-script.ts): a few
 * hundred bytes of PerformanceObserver in place of the web-vitals library. CLS is the worst session window (shifts
 * under 1 s apart, at most 5 s long), as web-vitals counts it; INP is the slowest interaction, which is what
 * web-vitals reports for a page view of fewer than 50 interactions.
 */
export default function observeVitals(): void {
  const m: Record<string, number> = {};
  const observe = (type: string, take: (entry: Entry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
        type,
        buffered: true,
        durationThreshold: 40,
      } as PerformanceObserverInit);
    } catch {
      // A browser without this entry type (or without PerformanceObserver) leaves that metric out.
    }
  };
  let session = 0;
  let first = 0;
  let last = 0;
  observe("largest-contentful-paint", (e) => (m.LCP = e.startTime));
  observe("paint", (e) => e.name == "first-contentful-paint" && (m.FCP = e.startTime));
  observe("navigation", (e) => (m.TTFB = e.responseStart!));
  observe("event", (e) => e.interactionId && (m.INP = Math.max(m.INP || 0, e.duration)));
  observe("layout-shift", (e) => {
    if (e.hadRecentInput) return;
    if (e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value!;
    else {
      session = e.value!;
      first = e.startTime;
    }
    last = e.startTime;
    m.CLS = Math.max(m.CLS || 0, session);
  });
  sendVitalsOnHidden(m);
}
