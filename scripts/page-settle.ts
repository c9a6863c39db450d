import type { Page } from "@playwright/test";

/**
 * Waits for React to take over a page that has scripts (controls show their paused state only then), draws what loads
 * on approach (scrolls to the end and back), then waits for the network, fonts and images.
 */
export async function settle(page: Page) {
  if (await page.locator("script[type=module]").count()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  // Sections whose code loads on approach (app/rendering/deferred-section.tsx) are live once the scroll passed them.
  await page.waitForFunction(() => !document.querySelector('[data-deferred=""]'));
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : new Promise((resolve) => (image.onload = image.onerror = resolve)),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
