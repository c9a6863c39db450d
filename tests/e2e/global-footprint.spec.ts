import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const mapSection = (page: Page) => page.getByRole("region", { name: "Find the office nearest you" });
const point = (page: Page, name: RegExp) => page.getByRole("group", { name: "World map of our offices" }).getByRole("link", { name });
/** The card on show; there is only ever one. */
const card = (page: Page) => mapSection(page).getByRole("article");

async function expectCard(page: Page, title: string) {
  await expect(card(page)).toHaveCount(1);
  await expect(card(page).getByRole("heading", { level: 3 })).toHaveText(title);
}

test.describe("Global Footprint", () => {
  test("desktop: pointing at or tabbing to an office's point shows that office's card alone", async ({ page, isMobile }) => {
    test.skip(isMobile, "the points are labelled and interactive from 1024 px; phones step through the offices");
    await page.goto("/global-footprint");
    await expectCard(page, "Corporate Headquarters");
    await expect(page.getByRole("button", { name: "Next office" })).toBeHidden();

    await point(page, /^London/).hover();
    await expectCard(page, "London");
    await expect(card(page).getByRole("link", { name: "london@lumenor.example" })).toBeVisible();
    await expect(point(page, /^London/)).toHaveAttribute("aria-current", "true");

    await point(page, /^Coimbatore/).hover();
    await expectCard(page, "Coimbatore");

    // Keyboard: the points are in the original site's order in the tab sequence, and focus alone selects.
    await point(page, /^Corporate Headquarters/).focus();
    await expectCard(page, "Corporate Headquarters");
    for (const title of ["Austin", "London", "Dubai", "Bangalore", "Chennai"]) {
      await page.keyboard.press("Tab");
      await expect(point(page, new RegExp(`^${title}`))).toBeFocused();
      await expectCard(page, title);
    }
    // The focused point shows the site's focus ring.
    await expect(point(page, /^Chennai/)).toHaveCSS("outline-style", "solid");
    await expect(point(page, /^Bangalore/)).toHaveCSS("outline-style", "none");

    // Clicking a point selects it and stays on the map.
    await point(page, /^Dubai/).click();
    await expectCard(page, "Dubai");
    await expect(page).toHaveURL(/\/global-footprint$/);
  });

  test("desktop: pointing at an office's dot shows its card, as pointing at its label does", async ({ page, isMobile }) => {
    test.skip(isMobile, "the points are labelled and interactive from 1024 px; phones step through the offices");
    await page.goto("/global-footprint");
    await expectCard(page, "Corporate Headquarters");
    const dot = (office: string) => page.locator(`[data-office-dot="${office}"] circle`).last();
    await dot("lo").hover();
    await expectCard(page, "London");
    await expect(point(page, /^London/)).toHaveAttribute("aria-current", "true");
    await dot("du").hover();
    await expectCard(page, "Dubai");
  });

  test("desktop: on the way from a point to its card, the pointer may cross another point without changing the card", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the points are labelled and interactive from 1024 px");
    await page.goto("/global-footprint");
    // The page's clock stands still while the pointer travels, however slowly the test machine moves it: an
    // installed clock runs on with real time until it is paused.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await mapSection(page).getByRole("group").scrollIntoViewIfNeeded();
      await point(page, /^Chennai/).hover();
      await expectCard(page, "Chennai");
      const [from, crossed, to] = [
        (await point(page, /^Chennai/).boundingBox())!,
        (await point(page, /^Coimbatore/).boundingBox())!,
        (await card(page).boundingBox())!,
      ];
      const start = { x: from.x + 10, y: from.y + from.height - 4 };
      const end = { x: to.x + to.width - 10, y: to.y + 90 };
      // The straight line runs through the Coimbatore label.
      const yAt = (x: number) => start.y + ((end.y - start.y) * (x - start.x)) / (end.x - start.x);
      const middle = crossed.x + crossed.width / 2;
      expect(yAt(middle)).toBeGreaterThan(crossed.y);
      expect(yAt(middle)).toBeLessThan(crossed.y + crossed.height);

      await page.mouse.move(start.x, start.y);
      await page.mouse.move(end.x, end.y, { steps: 30 });
      await page.clock.runFor(1000);
      await expectCard(page, "Chennai");
      await page.mouse.move(0, 0);
      await page.clock.runFor(1000);
    }
  });

  test("phone: previous and next step through the eight offices, wrapping at both ends", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the step buttons are for small screens");
    await page.goto("/global-footprint");
    await expect(point(page, /^London/)).toBeHidden();
    await expectCard(page, "Corporate Headquarters");
    await expect(mapSection(page).getByText("Office 1 of 8")).toBeVisible();

    await page.getByRole("button", { name: "Previous office" }).click();
    await expectCard(page, "Australia");
    await expect(mapSection(page).getByText("Office 8 of 8")).toBeVisible();
    await page.getByRole("button", { name: "Next office" }).click();
    await expectCard(page, "Corporate Headquarters");

    // By keyboard too.
    await page.getByRole("button", { name: "Next office" }).focus();
    await page.keyboard.press("Enter");
    await expectCard(page, "Austin");
    await page.keyboard.press("Space");
    await expectCard(page, "London");
    await expect(card(page)).toContainText("+44 20 7946 0958");
  });

  test("every office is in the address list and described to search engines with its coordinates", async ({ page }) => {
    await page.goto("/global-footprint");
    const list = page.getByRole("region", { name: "Addresses and contacts" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "Corporate Headquarters",
      "Austin",
      "London",
      "Dubai",
      "Bangalore",
      "Chennai",
      "Coimbatore",
      "Australia",
    ]);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offices = jsonLd
      .map((text) => JSON.parse(text) as { "@graph"?: { "@type": string; geo?: object }[] })
      .flatMap((data) => data["@graph"] ?? []);
    expect(offices.filter((entry) => entry["@type"] === "LocalBusiness" && entry.geo)).toHaveLength(8);
  });

  test("an office whose street is not confirmed shows its city, country and contact channels, and no stand-in", async ({ page }) => {
    await page.goto("/global-footprint");
    const london = page.locator("#office-lo");
    await expect(london.locator("address")).toHaveText(/^Lumenor Data & AI Ltd\s*London\s*United Kingdom$/);
    await expect(london.getByRole("link", { name: "london@lumenor.example" })).toBeVisible();
    await expect(london.getByRole("link", { name: "+44 20 7946 0958" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("[");
  });
});

test.describe("Global Footprint with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the head office's card and every address are readable; a point leads to its address", async ({ page, isMobile }) => {
    await page.goto("/global-footprint");
    await expectCard(page, "Corporate Headquarters");
    await expect(page.getByRole("button", { name: "Next office" })).toBeHidden();
    await expect(page.locator("#office-au")).toContainText("Sydney");
    if (isMobile) return;
    await point(page, /^Australia/).click();
    await expect(page).toHaveURL(/#office-au$/);
    await expect(page.locator("#office-au")).toBeInViewport();
  });
});
