import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { watchPage } from "#tests/e2e/support/page-watch.ts";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const combobox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the site" });
const headerSearch = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search" });

/** Types a query in the open dialog and waits until its results (the answer to the last keystroke) are announced. */
async function typeQuery(page: Page, query: string) {
  const full = new URLSearchParams({ q: ((await combobox(page).inputValue()) + query).trim() }).toString();
  const answered = page.waitForResponse(
    (response) => response.url().includes(`/search.data?${full}&`) || response.url().endsWith(`/search.data?${full}`),
  );
  await combobox(page).pressSequentially(query);
  await answered;
  await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results?$/);
}

test.describe("the header's search dialog", () => {
  test("keyboard only: / opens it from any page, typing lists results, arrows move, Enter opens one", async ({ page }) => {
    await page.goto("/services/data-quality");
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await typeQuery(page, "masterdata");
    const options = dialog(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(options.first().locator("mark").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(combobox(page)).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    const title = (await options.first().locator("span").first().textContent())!;
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(["/services/master-data-management", "/gallery/mdm-hub"]).toContain(new URL(page.url()).pathname);
  });

  test("what is typed while the dialog's code is still loading lands in its field", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const requested = new Promise<void>((resolve) => (reached = resolve));
    await page.route(/search-dialog[^/]*\.js$/, async (route) => {
      reached();
      await held;
      await route.continue();
    });
    await page.goto("/services/data-quality");
    await page.keyboard.press("/");
    await requested;
    await page.keyboard.type("govern");
    release();
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue("govern");
    await typeQuery(page, "ance");
    await expect(combobox(page)).toHaveValue("governance");
  });

  test("Ctrl+K opens it, Escape closes it and focus goes back where it was", async ({ page }) => {
    await page.goto("/resources/blogs");
    const link = page.getByRole("contentinfo").getByRole("link").first();
    await link.focus();
    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
    // Opened from its button, it gives focus back to the button.
    await headerSearch(page).focus();
    await page.keyboard.press("Enter");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(headerSearch(page)).toBeFocused();
  });

  test("one Escape closes it while results are listed, and focus goes back to the search link", async ({ page }) => {
    await page.goto("/");
    await headerSearch(page).click();
    await typeQuery(page, "governance");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(headerSearch(page)).toBeFocused();
  });

  test("a slash typed in a text field stays in the field", async ({ page }) => {
    await page.goto("/contact-us");
    const field = page.getByLabel("Full name");
    await field.fill("a");
    await field.press("/");
    await expect(field).toHaveValue("a/");
    await expect(dialog(page)).toBeHidden();
  });

  test("a result opened with the pointer; the count is announced as the query changes", async ({ page }) => {
    await page.goto("/");
    await headerSearch(page).click();
    await typeQuery(page, "winery");
    const status = dialog(page).getByRole("status");
    const first = await status.textContent();
    await typeQuery(page, " idmc");
    await expect(status).not.toHaveText("");
    expect(await status.textContent()).toMatch(/^\d+ results?$/);
    expect(first).toMatch(/^\d+ results?$/);
    await dialog(page).getByRole("option").first().click();
    await expect(page).toHaveURL(/\/resources\/case-studies\/IDMC-data-integration$/);
  });

  test("no results: suggestions, the main hubs and the contact form", async ({ page }) => {
    await page.goto("/");
    await headerSearch(page).click();
    await typeQuery(page, "qqxzv");
    await expect(dialog(page).getByRole("status")).toHaveText("0 results");
    await expect(dialog(page).getByText("Nothing matches “qqxzv”")).toBeVisible();
    await expect(dialog(page).getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/services");
    await expect(dialog(page).getByRole("link", { name: "Contact our team" })).toHaveAttribute("href", "/contact-us");
  });

  test("axe finds nothing with the dialog open and showing results", async ({ page }) => {
    await page.goto("/partnership");
    await headerSearch(page).click();
    await typeQuery(page, "governance");
    await page.keyboard.press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("its code loads only once the pointer or focus reaches the button", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/company-overview", { waitUntil: "networkidle" });
    expect(scripts.filter((url) => url.includes("search-dialog"))).toEqual([]);
    const loaded = page.waitForRequest((request) => request.url().includes("search-dialog"));
    await headerSearch(page).hover();
    await loaded;
  });

  test("on a phone it fills the screen", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "a phone layout");
    await page.goto("/");
    await headerSearch(page).click();
    await expect(combobox(page)).toBeFocused();
    const box = (await dialog(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect([box.x, box.y, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, viewport.width, viewport.height]);
  });
});

test.describe("the /search page", () => {
  test("loads cleanly under the CSP, with one h1 and no axe violation, empty and with results", async ({ page }) => {
    const problems = await watchPage(page);
    for (const path of ["/search", "/search?q=data+governance&type=services"]) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-inline");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    }
  });

  test("filters are set from their counts and kept in the address", async ({ page }) => {
    await page.goto("/search?q=data+governance");
    await expect(page.getByRole("status")).toContainText("results for “data governance”");
    const filters = page.getByRole("complementary", { name: "Narrow the results" });
    await filters.getByRole("link", { name: /^Blog \d+$/ }).click();
    await expect(page).toHaveURL(/[?&]type=blogs(&|$)/);
    const blogCount = Number((await filters.getByRole("link", { name: /^Blog \d+$/ }).textContent())!.replace(/\D/g, ""));
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Blog" }).first()).toBeVisible();
    await filters.getByRole("link", { name: /^Banking \d+$/ }).click();
    await expect(page).toHaveURL(/[?&]industry=banking(&|$)/);
    await expect(page).toHaveURL(/[?&]type=blogs(&|$)/);
    const results = page.locator("main ol > li");
    expect(await results.count()).toBeLessThanOrEqual(blogCount);
    for (const kind of await results.locator("span.rounded-full").allTextContents()) expect(kind).toBe("Blog");
    await page.reload();
    await expect(filters.getByRole("link", { name: /^Banking \d+$/ })).toHaveAttribute("aria-current", "true");
    await filters.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/search\?q=data\+governance$/);
  });

  test("typing in its box updates the results in place", async ({ page }) => {
    await page.goto("/search");
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await box.fill("lakehouse");
    await expect(page).toHaveURL(/\/search\?q=lakehouse$/);
    await expect(page.getByRole("status")).toContainText("for “lakehouse”");
    await expect(box).toBeFocused();
  });

  test("an unknown address offers the search with its words filled in", async ({ page }) => {
    const response = await page.goto("/services/master-data");
    expect(response?.status()).toBe(404);
    const box = page.getByRole("searchbox", { name: "Search for what you were looking for" });
    await expect(box).toHaveValue("services master data");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=services\+master\+data$/);
    await expect(page.locator("main ol > li").first()).toBeVisible();
  });

  test("the home page declares its SearchAction", async ({ page }) => {
    await page.goto("/");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const website = blocks.find((block) => block["@type"] === "WebSite") as
      { potentialAction?: { target?: { urlTemplate?: string } } } | undefined;
    expect(website?.potentialAction?.target?.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search is a link to /search, whose form and filters work as plain GETs", async ({ page }) => {
    await page.goto("/global-footprint");
    await headerSearch(page).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("data masking");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=data\+masking$/);
    await expect(page.getByRole("status")).toContainText("for “data masking”");
    const first = page.locator("main ol > li a").first();
    await expect(first).toHaveAttribute("href", "/resources/blogs/data-masking");
    await expect(first.locator("mark").first()).toBeVisible();
    await page
      .getByRole("complementary", { name: "Narrow the results" })
      .getByRole("link", { name: /^Case study \d+$/ })
      .click();
    await expect(page).toHaveURL(/type=case-studies/);
    await expect(page.locator("main ol > li").first()).toBeVisible();
  });
});
