import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

/** The rendered size, in CSS pixels, of every text of an svg that shows within `clip` (the svg's own box if none). */
async function renderedTextSizes(svg: Locator, clip?: Locator): Promise<number[]> {
  const clipHandle = clip ? await clip.elementHandle() : null;
  return svg.evaluate((element, clipElement) => {
    const scale = (element as SVGSVGElement).getScreenCTM()!.a;
    const area = (clipElement ?? element).getBoundingClientRect();
    return [...element.querySelectorAll("text, tspan")]
      .filter((text) => {
        const box = text.getBoundingClientRect();
        return box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom;
      })
      .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
  }, clipHandle);
}

const shownDiagram = (page: Page) => page.locator("main figure svg[role=img]").filter({ visible: true });

test.describe("Gallery diagrams", () => {
  test("each card's crop of its diagram shows labels that render at 11 px or more", async ({ page }) => {
    await page.goto("/gallery");
    const crops = page.locator("[data-gallery-crop]");
    await expect(crops).toHaveCount(12);
    for (const crop of await crops.all()) {
      const sizes = await renderedTextSizes(crop.locator("svg"), crop);
      expect(sizes.length).toBeGreaterThanOrEqual(3);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    }
  });

  test("on a phone every diagram either fits the screen with readable labels or shows that it scrolls", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phones only");
    await page.goto("/gallery");
    const hrefs = await page
      .locator("main ul a[href^='/gallery/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs).toHaveLength(12);
    const scrolling: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      const svg = shownDiagram(page);
      await expect(svg).toHaveCount(1);
      const frame = page.locator("main [data-scroll-frame]");
      if ((await frame.count()) && (await frame.evaluate((element) => element.scrollWidth > element.clientWidth))) {
        scrolling.push(href);
        await expect(page.locator("main [data-scroll-cue]")).toBeVisible();
        await expect(page.locator("main [data-scroll-hint]")).toBeVisible();
        await expect(page.locator("main [data-scroll-hint]")).toHaveText(/scroll/i);
        continue;
      }
      await expect(svg).toHaveAttribute("data-orientation", "down");
      const box = (await svg.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(Math.min(...(await renderedTextSizes(svg)))).toBeGreaterThanOrEqual(11);
    }
    // The hub the review measured is drawn down; the four-level operating model is the one that scrolls.
    expect(scrolling).not.toContain("/gallery/mdm-hub");
    expect(scrolling).toContain("/gallery/governance-operating-model");
  });

  test("on a desktop the wide diagram fits its frame and shows no scroll cue", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop only");
    await page.goto("/gallery/governance-operating-model");
    const frame = page.locator("main [data-scroll-frame]");
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.locator("main [data-scroll-cue]")).toBeHidden();
    await expect(page.locator("main [data-scroll-hint]")).toBeHidden();
    await expect(shownDiagram(page)).toHaveAttribute("data-orientation", "across");
  });
});
