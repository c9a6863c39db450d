import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's test, with page.goto and page.reload waiting until React has hydrated the page
 * (when JavaScript is on and the page ships React's scripts; app/rendering/page-scripts.ts): pre-rendered pages
 * show their controls before their handlers attach.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) waitForHydrationAfterLoads(page);
    await provide(page);
  },
});

function waitForHydrationAfterLoads(page: Page) {
  // The load has finished by then, so the module script is in the document if the page has one.
  const hydrated = async () => {
    if (await page.locator("script[type=module]").count()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (response?.ok()) await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (response?.ok()) await hydrated();
    return response;
  };
}
