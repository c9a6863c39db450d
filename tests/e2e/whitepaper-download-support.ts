import { readFile } from "node:fs/promises";
import { expect, type Download, type Page } from "@playwright/test";

export const downloadPage = "/resources/whitepapers/whitepapers-details/download";

export async function openDownloadPage(page: Page, path = downloadPage) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const accept = page.getByRole("button", { name: "Accept" });
  if (await accept.isVisible()) await accept.click();
}

/** Fills name, work email and company as a person would; `unique` keeps runs from folding into one lead. */
export async function fillDownloadForm(page: Page, unique: string) {
  await page.getByRole("textbox", { name: "Name" }).fill("Dana Whitfield");
  await page.getByRole("textbox", { name: "Work email" }).fill(`dana.${unique}@northvalehealth.org`);
  await page.getByRole("textbox", { name: "Company" }).fill("Northvale Health");
  // The spam rule wants a human pace (LEAD_MIN_SUBMIT_MS is 300 ms in the test server).
  await page.waitForTimeout(400);
}

export async function expectPdf(download: Download) {
  expect(download.suggestedFilename()).toBe("whitepapers-details.pdf");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(10_000);
}
