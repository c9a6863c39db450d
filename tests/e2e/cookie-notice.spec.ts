import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const PHONE = { width: 390, height: 844 };
// One or two lines of text beside a small button (issue 24: it was about 120 px tall and covered fields).
const MAX_PHONE_HEIGHT = 72;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The form's fields a visitor tabs through, in document order (hidden inputs and the honeypot are skipped by Tab). */
const formFields = (page: Page) => page.locator("main form").locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea");

async function clearOfNotice(field: Locator, notice: Locator) {
  const [fieldBox, noticeBox] = [await field.boundingBox(), await notice.boundingBox()];
  expect(fieldBox, "the field is laid out").not.toBeNull();
  expect(noticeBox, "the notice is showing").not.toBeNull();
  return !intersects(fieldBox!, noticeBox!);
}

test.describe("cookie notice on a phone", () => {
  test.use({ viewport: PHONE });

  test("is compact and never covers the field focused with Tab on /contact-us, and passes axe", async ({ page }) => {
    await page.goto("/contact-us");
    const notice = page.locator("[data-cookie-notice]");
    await expect(notice).toBeVisible();
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(MAX_PHONE_HEIGHT);

    const fields = formFields(page);
    const count = await fields.count();
    expect(count, "the contact form's fields").toBeGreaterThanOrEqual(5);
    // Tab from the element just before the first field, from the top of the page, as a keyboard user arrives.
    await fields.first().focus();
    await page.keyboard.press("Shift+Tab");
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let index = 0; index < count; index++) {
      const field = fields.nth(index);
      await page.keyboard.press("Tab");
      await expect(field).toBeFocused();
      await expect
        .poll(() => clearOfNotice(field, notice), { message: `field ${index + 1} of ${count} is clear of the notice` })
        .toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a field tapped at its edge under the notice scrolls above it", async ({ page }) => {
    await page.goto("/contact-us");
    const notice = page.locator("[data-cookie-notice]");
    const message = page.locator("main form textarea");
    // Scroll so the message field's top edge shows just above the notice, the rest of it under the notice.
    await message.evaluate((field) => {
      const noticeTop = document.querySelector("[data-cookie-notice]")!.getBoundingClientRect().top;
      window.scrollBy(0, field.getBoundingClientRect().top - noticeTop + 12);
    });
    expect(await clearOfNotice(message, notice), "the field starts under the notice").toBe(false);
    const { x, y } = (await message.boundingBox())!;
    await page.mouse.click(x + 40, y + 4);
    await expect(message).toBeFocused();
    await expect.poll(() => clearOfNotice(message, notice)).toBe(true);
  });

  test("the end of the page scrolls clear of the notice, and Accept gives the space back", async ({ page }) => {
    await page.goto("/contact-us");
    const notice = page.locator("[data-cookie-notice]");
    const lastFooterLink = page.locator("footer a").last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => clearOfNotice(lastFooterLink, notice)).toBe(true);
    const withNotice = await page.evaluate(() => document.documentElement.scrollHeight);
    await notice.getByRole("button", { name: "Accept" }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(withNotice);
  });
});
