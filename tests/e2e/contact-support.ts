import { expect, type Page } from "@playwright/test";

export const prospect = {
  "Full name": "Priya Raman",
  "Job title": "Head of Data Platforms",
  Organisation: "Harbor Mutual Insurance",
  Phone: "4085550142",
  "Work email": "priya.raman@harbormutual.com",
  Message: "We are consolidating three claims warehouses and would like an outside view on governance first.",
};

/** Fills the form as a person would, field by field; `unique` keeps runs from being folded together as double submits. */
export async function fillContactForm(page: Page, unique: string, values: Partial<typeof prospect> = {}) {
  const all = { ...prospect, Message: `${prospect.Message} (${unique})`, ...values };
  for (const [label, value] of Object.entries(all)) await page.getByRole("textbox", { name: label }).fill(value);
  // The spam rule wants a human pace (LEAD_MIN_SUBMIT_MS is 300 ms in the test server).
  await page.waitForTimeout(400);
}

export async function openContactPage(page: Page) {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const accept = page.getByRole("button", { name: "Accept" });
  if (await accept.isVisible()) await accept.click();
}
