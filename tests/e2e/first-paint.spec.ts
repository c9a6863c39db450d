import { expect, test } from "#tests/e2e/support/fixtures.ts";

// What a pre-rendered page fetches before its first paint competes with it on a slow connection: the web
// font, the scripts and the decorative drawings start after it (app/lib/after-first-paint.ts), and the page
// still ends up set in the web font, hydrated and decorated.
test.describe("first paint before scripts and web font", () => {
  for (const route of ["/", "/privacy-policy", "/contact-us"]) {
    test(`${route}: the font, the scripts and the art are requested after the first contentful paint, then used`, async ({ page, request }) => {
      const html = await (await request.get(route)).text();
      expect(html, "the page names its art files without fetching them").toMatch(/<use data-art="\/art\//);
      expect(html).not.toMatch(/<use href="\/art\//);
      await page.goto(route);
      await expect(page.locator("main use[data-art]").first()).toHaveAttribute("href", /^\/art\/.+#art$/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"') && [...document.fonts].some((face) => face.family.includes("Inter Variable") && face.status === "loaded"))).toBe(true);
      const timings = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const started = (pattern: RegExp) => resources.filter((entry) => pattern.test(entry.name)).map((entry) => entry.startTime);
        return { paint, fonts: started(/\.woff2$/), scripts: started(/\/assets\/.+\.js$/) };
      });
      expect(timings.paint).toBeGreaterThan(0);
      expect(timings.fonts.length, "the web font was fetched").toBeGreaterThan(0);
      expect(timings.scripts.length, "the app's scripts were fetched").toBeGreaterThan(0);
      for (const start of [...timings.fonts, ...timings.scripts]) expect(start).toBeGreaterThanOrEqual(timings.paint);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the stylesheet sets the page in the web font", async ({ page }) => {
      await page.goto("/privacy-policy");
      await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.includes("Inter Variable") && face.status === "loaded"))).toBe(true);
    });
  });
});
