import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("Partnerships", () => {
  test("twelve partners; a card's description appears when its link gets keyboard focus, or is shown outright on phones", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/partnership");
    const cards = page
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: /Visit Informatica/ }) })
      .locator(":scope > li");
    await expect(cards).toHaveCount(12);
    const description = page.locator("#partner-snowflake-description");
    if (isMobile) {
      await expect(description).toHaveCSS("opacity", "1");
      return;
    }
    await expect(description).toHaveCSS("opacity", "0");
    await page.getByRole("link", { name: /Visit Salesforce/ }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /Visit Snowflake/ })).toBeFocused();
    await expect(description).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(description).toHaveCSS("opacity", "0");
  });

  test("a description shown on hover or focus hides on Escape, and shows again once the card is pointed at or focused anew", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "phones show every description outright");
    await page.goto("/partnership");
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const link = page.getByRole("link", { name: /Visit Snowflake/ });
      const description = page.locator("#partner-snowflake-description");
      const card = page.getByRole("listitem").filter({ has: link });
      await card.hover();
      await expect(description).toHaveCSS("opacity", "1");
      await page.keyboard.press("Escape");
      await expect(description).toHaveCSS("opacity", "0");
      await page.mouse.move(0, 0);
      await card.hover();
      await expect(description).toHaveCSS("opacity", "1");
      await page.mouse.move(0, 0);

      await link.focus();
      await expect(description).toHaveCSS("opacity", "1");
      await page.keyboard.press("Escape");
      await expect(description).toHaveCSS("opacity", "0");
      await expect(link).toBeFocused();
      await link.blur();
    }
  });
});
