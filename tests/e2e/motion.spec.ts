import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { reachSection } from "#tests/e2e/support/deferred-section.ts";
import { BANNER_AUTOPLAY_MS, SERVICES_AUTOPLAY_MS, WHEEL_INITIAL_SELECTION_MS, WHEEL_ROTATION_MS } from "#app/lib/motion-constants.ts";

const motionSwitch = (page: Page) => page.getByRole("button", { name: "Pause all motion" });
const currentDot = (carousel: Locator) => carousel.locator('[aria-current="true"]');
const selectedTab = (page: Page) =>
  page.locator('[role="tablist"][aria-label="Our practices and sister companies"] [aria-selected="true"]');

/** Every moving part of the home page shows its Play button, and its CSS animations stand still. */
async function expectHomeStill(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-motion", "paused");
  await expect(motionSwitch(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Play banner rotation" })).toBeVisible();
  // The sections wake as they come near: their pre-rendered buttons read Pause until then.
  await reachSection(page.getByRole("region", { name: "Highlights" }));
  await expect(page.getByRole("button", { name: "Play highlights" })).toBeVisible();
  await reachSection(page.getByRole("region", { name: "Services" }));
  await expect(page.getByRole("button", { name: "Play services", exact: true })).toBeVisible();
  await reachSection(page.locator("[data-marquee-track]"));
  await expect(page.getByRole("button", { name: "Play client strip" })).toBeVisible();
  await expect(page.locator("[data-marquee-track]")).toHaveCSS("animation-play-state", "paused");
  const wheel = page.getByRole("list", { name: "Service families" });
  await reachSection(wheel);
  await expect(wheel).toHaveCSS("animation-play-state", "paused");
}

test.describe("Pause all motion", () => {
  test("stops every carousel, the wheel and the animations on the home page, and stays on on the next page and after reload", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(motionSwitch(page)).toHaveAttribute("aria-pressed", "false");
    await motionSwitch(page).press("Enter");
    await expectHomeStill(page);

    // Nothing advances: the wheel never selects a tab, and the carousels stay on their first slide.
    await page.mouse.move(0, 0);
    const highlights = page.getByRole("region", { name: "Highlights" });
    const services = page.getByRole("region", { name: "Services" });
    await page.clock.runFor(WHEEL_INITIAL_SELECTION_MS + WHEEL_ROTATION_MS + BANNER_AUTOPLAY_MS + SERVICES_AUTOPLAY_MS);
    await expect(selectedTab(page)).toHaveCount(0);
    await expect(currentDot(highlights)).toHaveAccessibleName(/^Show highlight 1 of/);
    await expect(currentDot(services)).toHaveAccessibleName(/^Show service 1 of/);

    // The next page: the switch is still on from the first paint.
    await page.goto("/our-team");
    await expect(page.locator("html")).toHaveAttribute("data-motion", "paused");
    await expect(motionSwitch(page)).toHaveAttribute("aria-pressed", "true");

    // Back to the home page through the router, then reloaded: still on.
    await page.getByRole("banner").getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectHomeStill(page);
    await page.reload();
    await expectHomeStill(page);

    // Off again: things move by themselves once more.
    await motionSwitch(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-motion", "playing");
    await expect(page.getByRole("button", { name: "Pause services", exact: true })).toBeVisible();
    await expect(page.locator("[data-marquee-track]")).toHaveCSS("animation-play-state", "running");
  });

  test("an element's own button still plays it while the switch is on", async ({ page }) => {
    await page.goto("/");
    await motionSwitch(page).click();
    await reachSection(page.locator("[data-marquee-track]"));
    await page.getByRole("button", { name: "Play client strip" }).click();
    await page.mouse.move(0, 0);
    await expect(page.locator("[data-marquee-track]")).toHaveCSS("animation-play-state", "running");
    await expect(page.getByRole("button", { name: "Pause client strip" })).toBeVisible();
  });

  test("starts on under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/privacy-policy");
    await expect(page.locator("html")).toHaveAttribute("data-motion", "paused");
    await expect(motionSwitch(page)).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("carousel control bars", () => {
  for (const path of ["/", "/work-life"]) {
    test(`${path}: each carousel has one bar, dots on the left, pause and arrows on the right, on one line`, async ({ page }) => {
      await page.goto(path);
      const carousels = page.locator('[aria-roledescription="carousel"]');
      expect(await carousels.count()).toBeGreaterThan(0);
      for (const carousel of await carousels.all()) {
        await carousel.scrollIntoViewIfNeeded();
        const bars = carousel.locator("[data-carousel-controls]");
        await expect(bars).toHaveCount(1);
        const [bar, dots, buttons] = await Promise.all(
          [bars, bars.locator("[data-carousel-dots]"), bars.locator("[data-carousel-buttons]")].map((part) => part.boundingBox()),
        );
        if (!bar || !dots || !buttons) throw new Error("a control bar is not laid out");
        expect(dots.x).toBeCloseTo(bar.x, 0);
        expect(buttons.x + buttons.width).toBeCloseTo(bar.x + bar.width, 0);
        expect(dots.x + dots.width).toBeLessThan(buttons.x);
        expect(Math.abs(dots.y + dots.height / 2 - (buttons.y + buttons.height / 2))).toBeLessThan(2);
        expect(bar.height).toBeLessThanOrEqual(Math.max(dots.height, buttons.height) + 1);
        await expect(bars.getByRole("button", { name: /^Previous / })).toBeVisible();
      }
    });
  }
});

test.describe("home hero", () => {
  test("the home h1 is larger than an inner page's, and no tab shares its lines", async ({ page, isMobile }) => {
    for (const width of isMobile ? [390] : [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services");
      const inner = Number.parseFloat(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontSize));
      await page.goto("/");
      const h1 = page.locator("h1");
      const home = Number.parseFloat(await h1.evaluate((heading) => getComputedStyle(heading).fontSize));
      expect(home, `at ${width} px`).toBeGreaterThan(inner);
      const heading = await h1.boundingBox();
      if (!heading) throw new Error("no h1 box");
      for (const tab of await page.getByRole("tab").filter({ visible: true }).all()) {
        if ((await tab.getAttribute("data-tab-id")) === null) continue;
        const box = await tab.boundingBox();
        if (!box) continue;
        const apart = box.y >= heading.y + heading.height || box.y + box.height <= heading.y;
        expect(apart, `tab "${await tab.textContent()}" at ${width} px`).toBe(true);
      }
    }
  });
});
