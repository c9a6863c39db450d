import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { fillContactForm, openContactPage } from "./contact-support";

test.use({ javaScriptEnabled: false });

test.describe("Contact Us with JavaScript off", () => {
  test("the server answers with its errors, keeping what was typed", async ({ page }) => {
    await openContactPage(page);
    await page.getByLabel("Full name").fill("Priya Raman");
    await page.getByLabel("Phone").fill("40855501421234");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByText("This field is required")).toHaveCount(4);
    await expect(page.getByText("Enter valid number")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Priya Raman");
    await expect(page.getByLabel("Phone")).toHaveValue("40855501421234");
    await expect(page.getByLabel("Job title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Job title")).toBeFocused();
  });

  test("a valid message is stored and the same page confirms it", async ({ page }) => {
    await openContactPage(page);
    await fillContactForm(page, `no-js-${test.info().project.name}`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("Message send Successfully!");
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });
});
