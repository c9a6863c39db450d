// The page-weight budgets the build must hold (README, "Measured"); checked over every page by budgets.test.ts.
const KB = 1024;

/** Gzipped HTML of the home page. */
export const HOME_HTML_BUDGET = 25 * KB;
/**
 * Gzipped HTML of any other page: the 20 KB, and 0.5 KB for the "Pause all motion" switch every page
 * carries (its button and its part of the head script, about 0.16 KB): the long whitepaper, the heaviest page, was
 * within 0.1 KB of 20 KB before it (docs/performance.md).
 */
export const PAGE_HTML_BUDGET = 20.5 * KB;
/** Gzipped JavaScript a page loads on first view beyond React and React Router (the manifest's entry group). */
export const JAVASCRIPT_BEYOND_FRAMEWORK_BUDGET = 15 * KB;
