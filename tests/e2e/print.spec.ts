import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const pages = ["/employee-portal", "/privacy-policy", "/resources/blogs/ai-governance-model-risk"];

/** What a link's ::after shows: "none" when nothing. */
const afterContent = (link: Locator) => link.evaluate((element) => getComputedStyle(element, "::after").content);

/** Every element that is shown and positioned fixed or sticky (a header, a notice, a sticky column). */
const pinnedElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => ["fixed", "sticky"].includes(getComputedStyle(element).position) && element.checkVisibility())
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`),
  );

test.describe("print", () => {
  for (const path of pages) {
    test(`${path} prints the document alone: no cookie notice, header or phone menu, nothing pinned over the text`, async ({
      page,
      isMobile,
    }) => {
      for (const width of isMobile ? [390] : [1440, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const notice = page.locator("[data-cookie-notice]");
        await expect(notice).toBeVisible();
        await page.emulateMedia({ media: "print" });
        await expect(notice).toBeHidden();
        await expect(page.locator("body > header")).toBeHidden();
        await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
        expect(await pinnedElements(page)).toEqual([]);
        await page.emulateMedia({ media: "screen" });
      }
    });
  }

  test("a printed link shows its address, except in-page anchors and navigation", async ({ page }) => {
    await page.goto("/resources/blogs/ai-governance-model-risk");
    await page.emulateMedia({ media: "print" });
    const contact = page.getByRole("main").getByRole("link", { name: "Talk to an expert" });
    expect(await afterContent(contact)).toBe('" (/contact-us)"');
    const anchor = page.locator('nav[aria-labelledby="toc-title"] a').first();
    expect(await anchor.getAttribute("href")).toMatch(/^#/);
    expect(await afterContent(anchor)).toBe("none");
    expect(await afterContent(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first())).toBe("none");
  });

  test("the Employee Portal's PDF holds the policies and no cookie notice", async ({ page, browserName }, testInfo) => {
    test.skip(browserName !== "chromium", "only Chromium writes PDFs");
    await page.goto("/employee-portal");
    await expect(page.locator("[data-cookie-notice]")).toBeVisible();
    const file = testInfo.outputPath("employee-portal.pdf");
    await page.pdf({ path: file });
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain("Sick leave");
    expect(text).not.toContain(await page.locator("[data-cookie-notice] p").innerText());
  });
});
