/**
 * Source of a browser function, `afterFirstPaint(callback)`, inlined into pre-rendered pages: it runs the
 * callback once the first contentful paint has been reported, at once in a browser that does not report
 * paints, and after 3 s at the latest (a tab opened in the background paints only when shown).
 *
 * Why: whatever a page fetches before its first paint competes with the HTML and stylesheet on a slow
 * connection, and Lighthouse counts every request that finished before the largest paint as part of it.
 * The web font and the hydration scripts are not needed to read the page, so they start after it is shown.
 * Kept in ES5 and tiny: it is hashed into each page's CSP and sent with every page.
 */
export const afterFirstPaintSource =
  "function(f){var n=0,g=function(){n||(n=1,f())};setTimeout(g,3e3);try{if(PerformanceObserver.supportedEntryTypes.indexOf(\"paint\")<0)throw 0;new PerformanceObserver(function(l){l.getEntriesByName(\"first-contentful-paint\").length&&g()}).observe({type:\"paint\",buffered:!0})}catch(e){g()}}";
