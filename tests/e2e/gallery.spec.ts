import type { Page } from "@playwright/test";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const lightbox = (page: Page) => page.getByRole("dialog");
const focusIsInsideLightbox = (page: Page) =>
  page.evaluate(() => !!document.querySelector("dialog[open]")?.contains(document.activeElement));

test.describe("Gallery", () => {
  test("keyboard: Enter opens the lightbox, Tab stays inside, arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.locator("main svg[role=img]")).toHaveCount(0);
    const opener = page.getByRole("link", { name: "Master data management hub" });
    await opener.focus();
    await page.keyboard.press("Enter");

    await expect(lightbox(page)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(lightbox(page).getByRole("heading", { level: 2 })).toHaveText("Master data management hub");
    await expect(lightbox(page).getByRole("img", { name: "Master data management hub" })).toBeVisible();
    await expect(lightbox(page).getByRole("button", { name: "Close" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    for (let press = 0; press < 7; press++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInsideLightbox(page)).toBe(true);
    }

    await page.keyboard.press("ArrowRight");
    await expect(lightbox(page).getByRole("heading", { level: 2 })).toHaveText("Data governance operating model");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox(page).getByRole("heading", { level: 2 })).toHaveText("Medallion layers: bronze, silver, gold");
    // One full drawing on show at a time (drawn down and across, the width shows one): the grid shows crops only.
    await expect(page.locator("svg[role=img]").filter({ visible: true })).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the last diagram's Next wraps to the first, and the lightbox links to the diagram's own page", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByRole("link", { name: "Lakehouse reference architecture" }).click();
    await lightbox(page).getByRole("button", { name: "Previous diagram" }).click();
    const last = lightbox(page).getByRole("heading", { level: 2 });
    await expect(last).not.toHaveText("Lakehouse reference architecture");
    await lightbox(page).getByRole("button", { name: "Next diagram" }).click();
    await expect(last).toHaveText("Lakehouse reference architecture");
    await expect(lightbox(page).getByRole("link", { name: "Open as a page" })).toHaveAttribute(
      "href",
      "/gallery/lakehouse-reference-architecture",
    );
  });
});

test.describe("Gallery with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("each card is a link to a pre-rendered page that shows the diagram with its text alternative", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByRole("link", { name: "Master data management hub" }).click();
    await expect(page).toHaveURL(/\/gallery\/mdm-hub$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Master data management hub");
    const drawing = page.getByRole("img", { name: "Master data management hub" });
    await expect(drawing).toBeVisible();
    await expect(drawing).toHaveAccessibleDescription(/A hub-style MDM keeps one trusted version/);
    await expect(page.getByRole("heading", { name: "What the diagram shows" })).toBeVisible();
  });
});
