// The page-weight budgets the build must hold (README, "Measured"); checked over every page by budgets.test.ts.
const KB = 1024;

/** Gzipped HTML of the home page. */
export const HOME_HTML_BUDGET = 25 * KB;
/** Gzipped HTML of any other page. */
export const PAGE_HTML_BUDGET = 20 * KB;
/** Gzipped JavaScript a page loads on first view beyond React and React Router (the manifest's entry group). */
export const JAVASCRIPT_BEYOND_FRAMEWORK_BUDGET = 15 * KB;
