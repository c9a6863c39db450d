import { createSignedLinks } from "#server/downloads/signed-link.ts";
import { E2E_DOWNLOAD_SECRET } from "#tests/e2e/support/download-secret.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { downloadPage, expectPdf, fillDownloadForm, openDownloadPage } from "./whitepaper-download-support";

const expiredLink = () => createSignedLinks(E2E_DOWNLOAD_SECRET, -60_000).link("whitepapers-details");

test.describe("Whitepaper download with JavaScript", () => {
  test("bad input shows the contact form's messages in the page", async ({ page }) => {
    await openDownloadPage(page);
    await page.getByRole("textbox", { name: "Work email" }).fill("dana@northvale");
    await page.getByRole("button", { name: "Download the PDF" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(2);
    await expect(page.getByText("Enter valid email")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveAttribute("aria-invalid", "true");
  });

  test("a valid request starts the PDF download at once and shows the link", async ({ page }) => {
    await openDownloadPage(page);
    await fillDownloadForm(page, `js-${test.info().project.name}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the PDF" }).click();
    await expectPdf(await download);
    await expect(page).toHaveURL(new RegExp(`${downloadPage}$`));
    const status = page.getByRole("status");
    await expect(status).toContainText("Your PDF is ready");
    await expect(status.getByRole("link", { name: "Download the PDF" })).toHaveAttribute("href", /\/download\/file\?expires=\d+&sig=/);
  });

  test("an expired link answers 403 with the form again, which downloads a fresh copy", async ({ page }) => {
    const response = await page.goto(expiredLink());
    expect(response?.status()).toBe(403);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This download link has expired");
    await fillDownloadForm(page, `expired-js-${test.info().project.name}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the PDF" }).click();
    await expectPdf(await download);
  });
});

test.describe("Whitepaper download without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the answer page carries the download link, and following it gives the PDF", async ({ page }) => {
    await openDownloadPage(page);
    await fillDownloadForm(page, `no-js-${test.info().project.name}`);
    await page.getByRole("button", { name: "Download the PDF" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Your copy is ready");
    const download = page.waitForEvent("download");
    await status.getByRole("link", { name: "Download the PDF" }).click();
    await expectPdf(await download);
  });

  test("a tampered link answers 403 with the form, and the form's answer carries a fresh link", async ({ page }) => {
    const tampered = expiredLink().replace(/expires=\d+/, `expires=${Date.now() + 600_000}`);
    const response = await page.goto(tampered);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This download link is not valid");
    await fillDownloadForm(page, `tampered-no-js-${test.info().project.name}`);
    await page.getByRole("button", { name: "Download the PDF" }).click();
    await expect(page).toHaveURL(new RegExp(`${downloadPage}$`));
    await expect(page.getByRole("status").getByRole("link", { name: "Download the PDF" })).toHaveAttribute(
      "href",
      /\/download\/file\?expires=\d+&sig=/,
    );
  });

  test("the server answers bad input with its messages, keeping what was typed", async ({ page }) => {
    await openDownloadPage(page);
    await page.getByRole("textbox", { name: "Company" }).fill("Northvale Health");
    await page.getByRole("button", { name: "Download the PDF" }).click();
    await expect(page.getByText("This field is required")).toHaveCount(2);
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Northvale Health");
    await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Download the PDF" })).toHaveCount(0);
  });
});
