import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("Partnerships", () => {
  test("every card shows its description without a hover, and names it as the link's description", async ({ page }) => {
    await page.goto("/partnership");
    const cards = page
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: /Visit Informatica/ }) })
      .locator(":scope > li");
    await expect(cards).toHaveCount(12);
    await page.mouse.move(0, 0);
    for (const card of await cards.all()) {
      const description = card.locator("p[id$='-description']");
      await card.scrollIntoViewIfNeeded();
      await expect(description).toBeVisible();
      await expect(description).toHaveCSS("opacity", "1");
      // Drawn inside its card, and nothing is painted over its middle.
      const [box, cardBox] = [await description.boundingBox(), await card.boundingBox()];
      expect(box!.height).toBeGreaterThan(40);
      expect(box!.y + box!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
      const onTop = await description.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit === element || element.contains(hit);
      });
      expect(onTop).toBe(true);
      await expect(card.getByRole("link", { name: /^Visit / })).toHaveAccessibleDescription(await description.innerText());
    }
  });

  test("every partner has a mark, all of one size and one style", async ({ page }) => {
    await page.goto("/partnership");
    const headings = page.getByRole("heading", { level: 3 }).filter({ has: page.locator("[data-partner-mark]") });
    await expect(headings).toHaveCount(12);
    const marks = page.locator("h3 [data-partner-mark]");
    const looks = await marks.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        return { width, height, background: style.backgroundColor, color: style.color, font: `${style.fontSize} ${style.fontWeight}` };
      }),
    );
    expect(looks).toHaveLength(12);
    for (const look of looks) expect(look).toEqual(looks[0]);
    expect(looks[0]!.width).toBeGreaterThanOrEqual(40);
    // No company's own logo is drawn anywhere on the page.
    await expect(page.locator("main h3 svg")).toHaveCount(0);
  });
});
