import { WEB_FONT_CACHED_KEY } from "#app/lib/head-script.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

// Whether the page's text is set in Inter: its face is in the document's set and loaded.
const webFontInUse = () => [...document.fonts].some((face) => face.family.includes("Inter Variable") && face.status === "loaded");

// What a pre-rendered page fetches before its first paint competes with it on a slow connection: the web
// font, the scripts and the decorative drawings start after it (app/lib/after-first-paint.ts). The page ends
// up hydrated and decorated; its text keeps the fallback font, which the next page replaces with the web
// font before it paints (app/lib/head-script.ts), so no text on screen ever rewraps.
test.describe("first paint before scripts and web font", () => {
  for (const route of ["/", "/partnership", "/contact-us"]) {
    test(`${route}: the font, the scripts and the art are requested after the first contentful paint, then used`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text();
      expect(html, "the page names its art files without fetching them").toMatch(/<use data-art="\/art\//);
      expect(html).not.toMatch(/<use href="\/art\//);
      await page.goto(route);
      await expect(page.locator("main use[data-art]").first()).toHaveAttribute("href", /^\/art\/.+#art$/);
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_CACHED_KEY), { message: "the web font was fetched" })
        .toBe("1");
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
      expect(await page.evaluate(webFontInUse), "text already on screen keeps the fallback font").toBe(false);
    });
  }

  test("/privacy-policy, a page without scripts: the font and the art come after the first contentful paint, and no script file at all", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator("main use[data-art]").first()).toHaveAttribute("href", /^\/art\/.+#art$/);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_CACHED_KEY), { message: "the web font was fetched" })
      .toBe("1");
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        paint,
        fonts: resources.filter((entry) => /\.woff2$/.test(entry.name)).map((entry) => entry.startTime),
        scripts: resources.filter((entry) => /\.js$/.test(entry.name)).length,
      };
    });
    expect(timings.scripts, "script files fetched").toBe(0);
    for (const start of timings.fonts) expect(start).toBeGreaterThanOrEqual(timings.paint);
  });

  test("after a first page, the next one is set in the web font, whether loaded whole or by the router", async ({ page }) => {
    await page.goto("/partnership");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_CACHED_KEY)).toBe("1");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("banner").getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(webFontInUse)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), "the router navigated").toBe(true);
    await page.goto("/company-overview");
    await expect.poll(() => page.evaluate(webFontInUse)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the stylesheet sets the page in the web font", async ({ page }) => {
      await page.goto("/privacy-policy");
      await expect
        .poll(() =>
          page.evaluate(() => [...document.fonts].some((face) => face.family.includes("Inter Variable") && face.status === "loaded")),
        )
        .toBe(true);
    });
  });
});
