import { expect, test } from "#tests/e2e/support/fixtures.ts";

// What a pre-rendered page fetches before its first paint competes with it on a slow connection: the web
// font and the scripts start after it (app/lib/after-first-paint.ts), and the page still ends up set in
// the web font and hydrated.
test.describe("first paint before scripts and web font", () => {
  for (const route of ["/", "/privacy-policy", "/contact-us"]) {
    test(`${route}: the font and the scripts are requested after the first contentful paint, then used`, async ({ page }) => {
      await page.goto(route);
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
