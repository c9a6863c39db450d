import type { Page } from "@playwright/test";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { watchPage } from "#tests/e2e/support/page-watch.ts";

// A page with nothing to hydrate ships no scripts (app/rendering/page-scripts.ts): the shell works there through its
// inline head script (app/lib/static-page-head-script.ts) and the platform (a popover phone menu, CSS menus, links).
const PAGE = "/privacy-policy";

const searchField = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: "Search the site" });

/** What each test checks happens with no React on the page: none was shipped, so none took over. */
async function expectNoReact(page: Page) {
  await expect(page.locator("script[type=module]")).toHaveCount(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

test.describe("a page without scripts", () => {
  test("loads no script file and no hydration data, runs its head script under the CSP, and passes axe", async ({ page }) => {
    const problems = await watchPage(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(PAGE, { waitUntil: "networkidle" });
    const html = await response!.text();
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("__reactRouter");
    expect(scripts).toEqual([]);
    await expect(page.locator("html.js")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test("Accept hides the cookie notice, and it stays hidden after a reload", async ({ page, context }) => {
    await page.goto(PAGE);
    await expectNoReact(page);
    const notice = page.getByRole("complementary", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Accept" }).click();
    await expect(notice).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === "consent-v1")?.value).toBe("user");
    await page.reload();
    await expect(notice).toBeHidden();
  });

  test("the phone menu opens as a popover, traps nothing, and closes with Escape and on a link", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the phone menu is hidden on wide screens (the next test covers their menus)");
    await page.goto(PAGE);
    await expectNoReact(page);
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    // The group of the current page's section is open; the others open on demand.
    await menu.getByText("Resources", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Whitepapers" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Focus moves on from the button into the menu, and back out of it: nothing holds it.
    await open.focus();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(open).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "Partnership" }).click();
    await expect(page).toHaveURL(/\/partnership$/);
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
  });

  test("the desktop menus open on hover and focus, and their links load the page", async ({ page, isMobile }) => {
    test.skip(isMobile, "the desktop menus are hidden at phone width");
    await page.goto(PAGE);
    await expectNoReact(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Data Services" }).hover();
    await expect(nav.getByRole("link", { name: "Data Quality" })).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(nav.getByRole("link", { name: "Data Quality" })).toBeHidden();
    await nav.getByRole("button", { name: "Key Industries" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "All industries" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/key-industries$/);
  });

  test("/ and Ctrl+K go to the search page with its field focused", async ({ page }) => {
    await page.goto(PAGE);
    await expectNoReact(page);
    await page.keyboard.press("/");
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchField(page)).toBeFocused();
    await page.goto("/resources/blogs/data-masking");
    await page.keyboard.press("Control+k");
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchField(page)).toBeFocused();
  });

  test("the header turns solid once the page scrolls, and clear again at the top", async ({ page }) => {
    await page.goto(PAGE);
    await expectNoReact(page);
    const header = page.locator("body > header");
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // Solid white at 85 %, once its transition has run.
    await expect.poll(background).toMatch(/ \/ 0\.85\)$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });
});
