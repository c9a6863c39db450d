import { expect, test } from "#tests/e2e/support/fixtures.ts";

// Markdown bodies are left out of a pre-rendered page's inline hydration data (scripts/static-html-payload.ts).
test.describe("Markdown bodies sent once", () => {
  const bodyText = "who we share it with";

  test("the privacy policy's body is in the page once, and stays after hydration and a state change", async ({ page, request }) => {
    const html = await (await request.get("/privacy-policy")).text();
    expect(html.split(bodyText).length - 1, "the sentence is in the body, not again in the hydration data").toBe(1);

    await page.goto("/privacy-policy");
    const body = page.locator("[data-static-html]");
    await expect(body.getByText(bodyText, { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("complementary", { name: "Cookie notice" })).toBeHidden();
    await expect(body.getByText(bodyText, { exact: false })).toBeVisible();
  });

  test("a body reached by client-side navigation is rendered from the fetched data", async ({ page }) => {
    await page.goto("/company-overview");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.locator("[data-static-html]").getByText(bodyText, { exact: false })).toBeVisible();
  });
});
