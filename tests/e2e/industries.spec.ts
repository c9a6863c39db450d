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

  test("a hover tooltip stays while the pointer moves onto it, and goes when the pointer leaves", async ({ page, isMobile }) => {
    test.skip(isMobile, "phones have no hover");
    await page.goto("/key-industries/insurance");
    const link = sideMenu(page).getByRole("link", { name: "HealthCare" });
    const tooltip = await tooltipOf(page, link);
    await link.hover();
    await expect(tooltip).toBeVisible();
    const box = (await tooltip.locator("div div").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await expect(tooltip).toBeVisible();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200, { steps: 5 });
    await expect(tooltip).toBeHidden();
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
