import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { paths } from "#shared/paths.ts";

// Resource lists: typographic covers from 640 px, compact rows with a thumbnail below (cover-card.tsx).
const items = (page: Page) => page.locator("main li[data-format]");
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};

/** Every list item's cover, title and height, as laid out now. */
const layout = (page: Page) =>
  items(page).evaluateAll((lis) =>
    lis.map((li) => {
      const rect = (element: Element | null) => element!.getBoundingClientRect();
      return {
        format: li.getAttribute("data-format"),
        band: getComputedStyle(li.querySelector("[data-cover]")!).backgroundColor,
        cover: rect(li.querySelector("[data-cover]")).toJSON() as DOMRect,
        title: rect(li.querySelector("h2, h3")).toJSON() as DOMRect,
        height: rect(li).height,
      };
    }),
  );

const listPages = [
  paths.resourcesHub,
  paths.resourceList("blogs"),
  paths.resourceList("webinars"),
  paths.resourceList("digital-brochures"),
  // Related resources under an entry.
  paths.caseStudy("master-data-management"),
];

test.describe("resource covers", () => {
  test.skip(({ isMobile }) => isMobile, "the test sets both widths itself");

  for (const path of listPages) {
    test(`${path}: rows with the thumbnail left of the title at 390 px, covers well taller at 1440 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(items(page).first()).toBeVisible();
      const rows = await layout(page);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.cover.right, "the thumbnail sits left of the title").toBeLessThanOrEqual(row.title.left);
        expect(row.cover.width).toBeLessThanOrEqual(96);
        expect(Math.abs(row.cover.top - row.title.top), "thumbnail and title start on one line").toBeLessThan(40);
      }

      await page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(async () => (await layout(page))[0]?.cover.width).toBeGreaterThan(250);
      const cards = await layout(page);
      for (const [index, card] of cards.entries()) {
        expect(rows[index]!.height, "a row is well below the card's height").toBeLessThan(card.height * 0.6);
        // The title is set on the cover, which keeps at least its 16:9 shape.
        expect(card.title.top).toBeGreaterThanOrEqual(card.cover.top);
        expect(card.title.bottom).toBeLessThanOrEqual(card.cover.bottom + 1);
        expect(card.cover.height).toBeGreaterThanOrEqual(card.cover.width * (9 / 16) - 1);
      }
    });
  }

  test("each format has its own band at 1440 px, the same on every list", async ({ page }) => {
    const bands = new Map<string, Set<string>>();
    for (const path of [paths.resourcesHub, paths.resourceList("webinars"), paths.resourceList("digital-brochures")]) {
      await page.goto(path);
      await expect(items(page).first()).toBeVisible();
      for (const { format, band } of await layout(page)) bands.set(format!, (bands.get(format!) ?? new Set()).add(band));
    }
    expect([...bands.keys()].sort()).toEqual(["blog", "brochure", "case-study", "webinar", "whitepaper"]);
    for (const [format, colours] of bands) expect([...colours], format).toHaveLength(1);
    const colours = [...bands.values()].map((each) => [...each][0]);
    expect(new Set(colours).size).toBe(5);
    for (const colour of colours) expect(colour).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  });

  test("the cover reserves its space before anything else loads: no layout shift from it", async ({ page }) => {
    await page.goto(paths.resourceList("blogs"));
    const cover = items(page).first().locator("[data-cover]");
    const before = await box(cover);
    await page.waitForLoadState("networkidle");
    expect(await box(cover)).toEqual(before);
  });
});

test.describe("banner motifs", () => {
  test.skip(({ isMobile }) => isMobile, "the same markup at every width");

  test("two page families draw different motifs, each deferred to a file and drawn after the first paint", async ({ page, request }) => {
    const drawings: string[] = [];
    for (const [path, motif] of [
      [paths.service("data-governance"), "services"],
      [paths.industry("banking"), "industries"],
    ] as const) {
      await page.goto(path);
      const use = page.locator("main use").first();
      const href = await use.getAttribute("data-art");
      expect(href).toMatch(new RegExp(`^/art/hero-${motif}-\\d+\\.svg#art$`));
      await expect.poll(() => use.evaluate((element) => (element as SVGUseElement).getBBox().width)).toBeGreaterThan(100);
      drawings.push(await (await request.get(href!.split("#")[0]!)).text());
    }
    const lines = drawings.map((svg) => /<path d="([^"]+)"/.exec(svg)?.[1]);
    expect(lines[0]).toBeTruthy();
    expect(lines[1]).toBeTruthy();
    // Services draw straight routes; industries draw closed contours.
    expect(lines[0]).not.toContain("Z");
    expect(lines[1]).toContain("Z");
  });
});
