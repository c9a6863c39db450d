/**
 * `afterFirstPaint(run)`, inlined into pre-rendered pages (scripts/inline-script.ts): runs `run` once the first
 * contentful paint has been reported, at once in a browser that does not report paints, and after 3 s at the
 * latest (a tab opened in the background paints only when shown).
 *
 * Why: whatever a page fetches before its first paint competes with the HTML and stylesheet on a slow
 * connection, and Lighthouse counts every request that finished before the largest paint as part of it.
 * The web font and the hydration scripts are not needed to read the page, so they start after it is shown.
 * It is sent with every page: keep it small, and self-contained (nothing imported).
 */
export default function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      run();
    }
  };
  setTimeout(once, 3000);
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) throw 0;
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) once();
    }).observe({ type: "paint", buffered: true });
  } catch {
    once();
  }
}
