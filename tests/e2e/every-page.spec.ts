import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { watchPage } from "#tests/e2e/support/page-watch.ts";
import { builtPagePaths } from "#tests/e2e/support/sitemap.ts";

// Every pre-rendered page (those in the sitemap and the noindex ones), at desktop and phone widths.
// A page added to the site is covered here without touching this file.
for (const path of builtPagePaths()) {
  test(`${path} loads cleanly, hydrates under the CSP, has one h1 and no axe violation`, async ({ page }) => {
    const problems = await watchPage(page);
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.locator("html.js")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    // Nothing pushes the page wider than the screen (phones would zoom out or scroll sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    // Only a page whose scripts ran under the CSP answers the click: React's, or on a page without scripts the head
    // script's (app/lib/static-page-head-script.ts).
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("complementary", { name: "Cookie notice" })).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
}

test("an unknown address gets the site's own 404 page, with a nonce-based CSP that lets it hydrate", async ({ page }) => {
  const problems = await watchPage(page);
  const response = await page.goto("/no-such-page", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  // A lost visitor keeps the whole site shell to find their way.
  await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("link", { name: /home/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
});
