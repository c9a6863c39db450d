import { expect, test } from "#tests/e2e/support/fixtures.ts";

const strands = ["Cloud Data Governance", "Cloud Data Management", "Cloud Data Modernization"];

test.describe("Cloud data strategy tabs", () => {
  test("arrow keys, Home and End move between the strands; Tab leaves for the open panel", async ({ page }) => {
    await page.goto("/services/cloud-data-strategy");
    const tablist = page.getByRole("tablist", { name: /Governance, management and modernisation/ });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    const panel = page.getByRole("tabpanel");
    await expect(tablist.getByRole("tab")).toHaveText(strands);
    await expect(tab(strands[0]!)).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveCount(1);

    await tab(strands[0]!).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(strands[1]!)).toBeFocused();
    await expect(tab(strands[1]!)).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveAccessibleName(strands[1]!);
    await expect(panel.getByRole("heading", { name: "Data as a managed product" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Policy that follows the data" })).toBeHidden();

    await page.keyboard.press("End");
    await expect(tab(strands[2]!)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab(strands[0]!)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(strands[2]!)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab(strands[0]!)).toBeFocused();
    await expect(tab(strands[0]!)).toHaveAttribute("aria-selected", "true");

    // One tab stop for the whole list: Tab goes on to the selected panel, not the next tab.
    await page.keyboard.press("Tab");
    await expect(panel).toBeFocused();
    await expect(panel).toHaveAccessibleName(strands[0]!);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every strand is shown one after another, reached from links at the top", async ({ page }) => {
    await page.goto("/services/cloud-data-strategy");
    await expect(page.getByRole("tab")).toHaveCount(0);
    for (const name of strands) await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Policy that follows the data" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Decommissioning" })).toBeVisible();
    await page
      .getByRole("navigation", { name: /Governance, management and modernisation/ })
      .getByRole("link", { name: strands[2] })
      .click();
    await expect(page).toHaveURL(/#strands-panel-2$/);
    await expect(page.getByRole("heading", { level: 3, name: strands[2] })).toBeInViewport();
  });
});
