import type { Page } from "@playwright/test";
import { THUMBNAILS_PER_VIEW, THUMBNAIL_VERTICAL_FROM_PX } from "#app/routes/gallery/thumbnail-strip-layout.ts";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const lightbox = (page: Page) => page.getByRole("dialog");
const strip = (page: Page) => lightbox(page).getByRole("region", { name: "All diagrams" });
const thumbnail = (page: Page, title: string) => strip(page).getByRole("button", { name: title, exact: true });
const heading = (page: Page) => lightbox(page).getByRole("heading", { level: 2 });

/** The titles of the thumbnails wholly inside the strip's viewport, in order. */
const thumbnailsInView = (page: Page) =>
  strip(page).evaluate((region) => {
    const viewport = region.querySelector("ul")!.parentElement!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>("li button")]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return (
          box.left >= viewport.left - 0.5 &&
          box.right <= viewport.right + 0.5 &&
          box.top >= viewport.top - 0.5 &&
          box.bottom <= viewport.bottom + 0.5
        );
      })
      .map((button) => button.textContent);
  });

const perView = (page: Page) =>
  page.viewportSize()!.width >= THUMBNAIL_VERTICAL_FROM_PX ? THUMBNAILS_PER_VIEW.vertical : THUMBNAILS_PER_VIEW.horizontal;

async function openLightbox(page: Page, title: string) {
  await page.goto("/gallery");
  await page.getByRole("link", { name: title }).click();
  await expect(heading(page)).toHaveText(title);
}

/** The strip's shape at this width: across with 2 per view below 991 px, down with 3 per view from 991 px, beside the drawing. */
async function expectStripShape(page: Page) {
  const vertical = page.viewportSize()!.width >= THUMBNAIL_VERTICAL_FROM_PX;
  await expect(thumbnail(page, "Master data management hub")).toHaveAttribute("aria-current", "true");
  // Once placed (Embla loads after the dialog opens, with the strip at its start until then), exactly perView whole
  // thumbnails show, the open one among them.
  await expect
    .poll(async () => {
      const inView = await thumbnailsInView(page);
      return { count: inView.length, open: inView.includes("Master data management hub") };
    })
    .toEqual({ count: perView(page), open: true });

  const first = (await thumbnail(page, "Lakehouse reference architecture").boundingBox())!;
  const second = (await thumbnail(page, "Medallion layers: bronze, silver, gold").boundingBox())!;
  const figure = (await lightbox(page).getByRole("figure").boundingBox())!;
  const region = (await strip(page).boundingBox())!;
  if (vertical) {
    expect(second.x).toBeCloseTo(first.x, 0);
    expect(second.y).toBeGreaterThan(first.y + first.height);
    expect(region.x).toBeGreaterThanOrEqual(figure.x + figure.width);
  } else {
    expect(second.y).toBeCloseTo(first.y, 0);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(region.y).toBeGreaterThanOrEqual(figure.y + figure.height);
  }
}

test.describe("Gallery lightbox thumbnail strip", () => {
  test("opens with the strip in this width's orientation and count per view, the open diagram marked and in view; axe clean", async ({
    page,
  }) => {
    await openLightbox(page, "Master data management hub");
    await expectStripShape(page);
    await expect(lightbox(page).getByRole("img", { name: "Master data management hub" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("its code loads on opening, and a placeholder holds its exact place until then (no layout shift)", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    // The strip's own chunk; the layout it shares with the placeholder is a chunk of the page's own (thumbnail-strip-layout-*).
    await page.route(/\/assets\/thumbnail-strip-(?!layout-)[\w-]+\.js$/, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto("/gallery");
    expect(requested).toEqual([]);
    await page.getByRole("link", { name: "Master data management hub" }).click();
    const placeholder = lightbox(page).locator("[data-strip-placeholder]");
    await expect(placeholder).toBeVisible();
    await expect.poll(() => requested.length).toBe(1);
    const footer = lightbox(page).getByRole("button", { name: "Next diagram" });
    const before = { strip: await placeholder.boundingBox(), footer: await footer.boundingBox() };

    release();
    await expect(strip(page)).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    expect(await strip(page).boundingBox()).toEqual(before.strip);
    expect(await footer.boundingBox()).toEqual(before.footer);
  });

  test("a click on a thumbnail opens its drawing; the strip's buttons scroll it and the Next button is followed", async ({ page }) => {
    await openLightbox(page, "Lakehouse reference architecture");
    await expect.poll(() => thumbnailsInView(page)).not.toContain("Streaming data pipeline");
    await strip(page).getByRole("button", { name: "Show later diagrams" }).click();
    await strip(page).getByRole("button", { name: "Show later diagrams" }).click();
    await strip(page).getByRole("button", { name: "Show later diagrams" }).click();
    await expect.poll(() => thumbnailsInView(page)).toContain("Streaming data pipeline");

    await thumbnail(page, "Streaming data pipeline").click();
    await expect(heading(page)).toHaveText("Streaming data pipeline");
    await expect(lightbox(page).getByRole("img", { name: "Streaming data pipeline" })).toBeVisible();
    await expect(thumbnail(page, "Streaming data pipeline")).toHaveAttribute("aria-current", "true");
    await expect(thumbnail(page, "Lakehouse reference architecture")).not.toHaveAttribute("aria-current");

    // Moving with the lightbox's own buttons brings the open diagram's thumbnail into view.
    const nextDiagram = lightbox(page).getByRole("button", { name: "Next diagram" });
    for (const title of [
      "Data quality firewall",
      "Cloud migration in waves",
      "MLOps lifecycle loop",
      "Data mesh: domains and data products",
    ]) {
      await nextDiagram.click();
      await expect(heading(page)).toHaveText(title);
      await expect(nextDiagram).toBeFocused();
      await expect.poll(() => thumbnailsInView(page)).toContain(title);
    }
  });

  test("keyboard only: Tab reaches the open thumbnail, arrows move a visible focus that stays in view, Enter opens, Tab stays in the dialog", async ({
    page,
  }) => {
    await page.goto("/gallery");
    await page.getByRole("link", { name: "Lakehouse reference architecture" }).focus();
    await page.keyboard.press("Enter");
    await expect(heading(page)).toHaveText("Lakehouse reference architecture");

    const open = thumbnail(page, "Lakehouse reference architecture");
    for (let press = 0; press < 6 && !(await open.evaluate((element) => element === document.activeElement)); press++)
      await page.keyboard.press("Tab");
    await expect(open).toBeFocused();
    expect(await open.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");

    const forward = page.viewportSize()!.width >= THUMBNAIL_VERTICAL_FROM_PX ? "ArrowDown" : "ArrowRight";
    for (let press = 0; press < 4; press++) await page.keyboard.press(forward);
    const focused = thumbnail(page, "Streaming data pipeline");
    await expect(focused).toBeFocused();
    await expect(heading(page)).toHaveText("Lakehouse reference architecture");
    await expect.poll(() => thumbnailsInView(page)).toContain("Streaming data pipeline");

    await page.keyboard.press("Enter");
    await expect(heading(page)).toHaveText("Streaming data pipeline");
    await expect(focused).toHaveAttribute("aria-current", "true");
    await expect(focused).toBeFocused();

    await page.keyboard.press("End");
    await expect(thumbnail(page, "Managed data service: the run model")).toBeFocused();
    await expect.poll(() => thumbnailsInView(page)).toContain("Managed data service: the run model");

    for (let press = 0; press < 8; press++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.querySelector("dialog[open]")?.contains(document.activeElement))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("scrolls the strip smoothly, and under reduced motion jumps in one frame", async ({ page }) => {
    await openLightbox(page, "Lakehouse reference architecture");
    const later = strip(page).getByRole("button", { name: "Show later diagrams" });
    await expect(later).toBeEnabled();
    /**
     * The track's transform at every frame from a click on "Show later diagrams" until it has come to rest (the same
     * value for 10 frames): a smooth scroll passes through positions between its start and its end, a jump does not.
     */
    const moveOnce = async () => {
      const frames = await later.evaluate(
        (button) =>
          new Promise<string[]>((resolve) => {
            const track = button.closest("[role=region]")!.querySelector("ul")!;
            const seen = [getComputedStyle(track).transform];
            let still = 0;
            const watch = () => {
              const now = getComputedStyle(track).transform;
              still = now === seen.at(-1) && seen.length > 1 ? still + 1 : 0;
              if (now !== seen.at(-1)) seen.push(now);
              if (still >= 10) resolve(seen);
              else requestAnimationFrame(watch);
            };
            (button as HTMLButtonElement).click();
            requestAnimationFrame(watch);
          }),
      );
      await expect.poll(() => thumbnailsInView(page)).toHaveLength(perView(page));
      return { between: frames.length - 2, atRest: frames.at(-1) };
    };

    const smooth = await moveOnce();
    expect(smooth.between).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    const jump = await moveOnce();
    expect(jump.between).toBe(0);
    expect(jump.atRest).not.toBe(smooth.atRest);
  });
});

test.describe("Gallery lightbox thumbnail strip at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("runs down beside the drawing with 3 per view", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a desktop width");
    await openLightbox(page, "Master data management hub");
    await expectStripShape(page);
    await expect(strip(page)).toBeInViewport({ ratio: 1 });
  });
});
