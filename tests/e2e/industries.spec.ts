import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Key industries" });

async function tooltipOf(page: Page, link: Locator): Promise<Locator> {
  const id = await link.getAttribute("aria-describedby");
  return page.locator(`[id="${id}"]`);
}

test.describe("Industry pages", () => {
  test("keyboard: tab into the side menu, its tooltip shows, Escape hides it, Enter opens that industry", async ({ page }) => {
    await page.goto("/key-industries/banking");
    const menu = sideMenu(page);
    await expect(menu.getByRole("link", { name: "Banking" })).toHaveAttribute("aria-current", "page");

    // The side menu follows the breadcrumb trail in the tab order.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Key Industries" }).focus();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Banking" })).toBeFocused();
    await page.keyboard.press("Tab");
    const financial = menu.getByRole("link", { name: "Financial Services" });
    await expect(financial).toBeFocused();
    const tooltip = await tooltipOf(page, financial);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText("Controls, investment data");

    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(financial).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/key-industries\/finance-service$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("asset managers");
    await expect(menu.getByRole("link", { name: "Financial Services" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Banking" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a hover tooltip stays while the pointer moves onto it in a straight line, Escape hides it, and it goes when the pointer leaves", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "phones have no hover");
    await page.goto("/key-industries/insurance");
    // The page's clock stands still while the pointer travels, however slowly the test machine moves it, and
    // moves on only where the test says: the tooltip's grace period is measured in the page's time. An installed
    // clock runs on with real time until it is paused.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    // 1440 px: the rail, its tooltips beside it; 1280 px: the strip, its tooltips below it at the content's left edge.
    for (const [width, name] of [
      [1440, "Financial Services"],
      [1280, "Packaging & Distribution"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const link = sideMenu(page).getByRole("link", { name });
      const tooltip = await tooltipOf(page, link);
      await link.hover();
      await expect(tooltip).toBeVisible();
      // Counts every moment the tooltip closes, however short.
      await tooltip.evaluate((element) => {
        element.dataset.closings = "0";
        new MutationObserver(() => {
          if (!element.hasAttribute("data-open")) element.dataset.closings = String(Number(element.dataset.closings) + 1);
        }).observe(element, { attributes: true, attributeFilter: ["data-open"] });
      });
      // Its far corner from the link: the way there crosses the gap and, on the rail, the link above.
      const box = (await tooltip.locator("div div").boundingBox())!;
      await page.mouse.move(box.x + 4, box.y + (width === 1440 ? 4 : box.height - 4), { steps: 12 });
      await page.clock.runFor(1000);
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveAttribute("data-closings", "0");

      await page.keyboard.press("Escape");
      await expect(tooltip).toBeHidden();
      await page.mouse.move(0, 450);
      await page.clock.runFor(1000);
      await link.hover();
      await expect(tooltip).toBeVisible();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 300, { steps: 5 });
      await page.clock.runFor(1000);
      await expect(tooltip).toBeHidden();
    }
  });

  test("the side menu stays in view while the page scrolls wherever the page has two columns, and anchors land clear of it", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/key-industries/banking");
    const menu = sideMenu(page);
    const header = page.locator("body > header");
    const inView = async () => {
      const [menuBox, headerBox] = [(await menu.boundingBox())!, (await header.boundingBox())!];
      return menuBox.y >= headerBox.y + headerBox.height - 1 && menuBox.y + menuBox.height <= page.viewportSize()!.height;
    };
    if (isMobile) {
      // One column: the strip stays under the banner and leaves the small screen to the text.
      await page.mouse.wheel(0, 2500);
      await expect.poll(inView).toBe(false);
      return;
    }
    for (const width of [1440, 1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      await expect.poll(inView).toBe(true);
    }
    // 1024 px: the contents link to a topic leaves its heading below the header and the strip.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('nav[aria-labelledby="toc-title"] a').nth(2).click();
    const target = page.locator(":target");
    await expect(target).toHaveCount(1);
    await expect
      .poll(async () => (await target.boundingBox())!.y - ((await menu.boundingBox())!.y + (await menu.boundingBox())!.height))
      .toBeGreaterThanOrEqual(0);
  });

  test("cards below the fold slide in as they scroll into view; a card in view when the page loads is never hidden", async ({ page }) => {
    // The address opens the page at its first card.
    await page.goto("/key-industries/banking#regulatory-reporting-and-risk-data");
    const cards = page.locator("[data-reveal]");
    await expect(cards).toHaveCount(4);
    await expect(cards.last()).toHaveAttribute("data-reveal", "pending");
    await expect(cards.last()).toHaveCSS("opacity", "0");
    await expect(cards.first()).toHaveAttribute("data-reveal", "");
    await expect(cards.first()).toHaveCSS("opacity", "1");
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last()).toHaveAttribute("data-reveal", "shown");
    await expect(cards.last()).toHaveCSS("opacity", "1");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("no card is ever hidden", async ({ page }) => {
      await page.goto("/key-industries/banking");
      await expect(page.locator("[data-reveal]")).toHaveCount(4);
      await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
      await expect(page.locator("[data-reveal]").last()).toHaveCSS("opacity", "1");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every card is there, the links work, and focus still shows a tooltip", async ({ page }) => {
      await page.goto("/key-industries/healthcare");
      await expect(page.locator("[data-reveal]").last()).toHaveCSS("opacity", "1");
      const link = sideMenu(page).getByRole("link", { name: "Media & Entertainment" });
      await link.focus();
      await expect(await tooltipOf(page, link)).toBeVisible();
      await link.press("Enter");
      await expect(page).toHaveURL(/\/key-industries\/media-entertainment$/);
      await expect(sideMenu(page).getByRole("link", { name: "Media & Entertainment" })).toHaveAttribute("aria-current", "page");
    });
  });
});
