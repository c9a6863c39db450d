// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import observeVitalsSource from "./observe-vitals.ts?inline-script";

// As a page without scripts runs it: bundled and minified into its inline head script.
const observeVitals = new Function(`return ${observeVitalsSource}`)() as () => void;

type Entry = Record<string, unknown>;

/** A PerformanceObserver that hands each observed type the entries the test gives it. */
function stubObserver() {
  const observers = new Map<string, (entries: Entry[]) => void>();
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {}
      observe({ type }: { type: string }) {
        observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
      }
    },
  );
  return (type: string, ...entries: Entry[]) => observers.get(type)!(entries);
}

function stubBeacon() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal("navigator", { sendBeacon: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0 });
  return sent;
}

function hide(state: "hidden" | "visible" = "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  hide("visible");
});

describe("the inline Web Vitals observer of pages without scripts", () => {
  it("sends the page view's metrics once, when the page is first hidden", () => {
    const give = stubObserver();
    const sent = stubBeacon();
    observeVitals();
    give("paint", { name: "first-paint", startTime: 100 }, { name: "first-contentful-paint", startTime: 300 });
    give("largest-contentful-paint", { startTime: 400 }, { startTime: 900 });
    give("navigation", { startTime: 0, responseStart: 80 });
    give("event", { interactionId: 0, duration: 500 }, { interactionId: 7, duration: 64 }, { interactionId: 8, duration: 120 });
    // Two sessions of shifts: 0.05 + 0.04 within a second of each other, then 0.02 long after; input-led shifts are left out.
    give(
      "layout-shift",
      { startTime: 1000, value: 0.05 },
      { startTime: 1500, value: 0.04 },
      { startTime: 1600, value: 0.3, hadRecentInput: true },
      { startTime: 9000, value: 0.02 },
    );
    expect(sent).toEqual([]);
    hide();
    hide("visible");
    hide();
    expect(sent).toEqual([
      { url: "/api/vitals", body: { p: location.pathname, w: innerWidth, m: { FCP: 300, LCP: 900, TTFB: 80, INP: 120, CLS: 0.09 } } },
    ]);
  });

  it("sends nothing when nothing was measured, and never throws where PerformanceObserver is missing", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const sent = stubBeacon();
    expect(() => observeVitals()).not.toThrow();
    hide();
    expect(sent).toEqual([]);
  });
});
