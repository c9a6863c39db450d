import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";

const cardGridPages = ["/", "/services", "/partnership", "/resources/digital-brochures", "/resources/webinars", "/company-overview"];

type Box = { x: number; y: number; width: number; height: number };
type GridShape = { label: string; grid: Box; cards: Box[] };

/** Every list of cards in the page's main content, with its cards' boxes. */
function cardGrids(page: Page): Promise<GridShape[]> {
  return page.locator("main :is(ul, ol).grid").evaluateAll((lists) =>
    lists
      .map((list) => {
        const box = ({ x, y, width, height }: DOMRect) => ({ x, y, width, height });
        const cards = [...list.children].filter((child) => child.classList.contains("card"));
        return {
          label: `${list.tagName.toLowerCase()} of ${cards.length} after "${list.closest("section")?.querySelector("h2")?.textContent ?? ""}"`,
          grid: box(list.getBoundingClientRect()),
          cards: cards.map((card) => box(card.getBoundingClientRect())),
        };
      })
      .filter((shape) => shape.cards.length > 1),
  );
}

/** The number of cards in each row, top to bottom (a card starts a row when its top is below the row's). */
function rowsOf(cards: Box[]): Box[][] {
  const rows: Box[][] = [];
  for (const card of [...cards].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - card.y) < 2) row.push(card);
    else rows.push([card]);
  }
  return rows;
}

for (const width of [1440, 1280]) {
  test.describe(`card grids at ${width} px`, () => {
    test.skip(({ isMobile }) => isMobile, "the phone project checks 390 px");
    test.use({ viewport: { width, height: 900 } });
    for (const path of cardGridPages)
      test(`no row of ${path}'s card grids is left with one card the count could have spared`, checkGrids(path));
  });
}
test.describe("card grids on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the desktop project checks 1280 and 1440 px");
  for (const path of cardGridPages)
    test(`no row of ${path}'s card grids is left with one card the count could have spared`, checkGrids(path));
});

function checkGrids(path: string) {
  return async ({ page }: { page: Page }) => {
    await page.goto(path);
    const grids = await cardGrids(page);
    expect(grids.length, `card grids on ${path}`).toBeGreaterThan(0);
    for (const { label, grid, cards } of grids) {
      const rows = rowsOf(cards);
      const sizes = rows.map((row) => row.length);
      // Rows differ by one card at most: never a full row above a lone card.
      expect(Math.max(...sizes) - Math.min(...sizes), `${label}: rows of ${sizes.join(", ")}`).toBeLessThanOrEqual(1);
      // A row of one, where others hold more, is a card across the whole grid, not a card beside a gap.
      for (const row of rows)
        if (row.length === 1 && Math.max(...sizes) > 1)
          expect(row[0]!.width, `${label}: a lone card spans the grid`).toBeGreaterThan(grid.width - 2);
      // And the last row is never the short one.
      expect(sizes.at(-1), `${label}: the last row of ${sizes.join(", ")}`).toBe(Math.max(...sizes));
    }
  };
}

test("two upcoming webinars share a row at full width between them, not two thirds of a three-column grid", async ({ page, isMobile }) => {
  test.skip(isMobile, "on a phone every card takes the full width");
  await page.goto("/resources/webinars");
  const list = page.locator("#upcoming-title").locator("xpath=ancestor::section").locator(":scope :is(ul).grid");
  const cards = list.locator(":scope > li");
  await expect(cards).toHaveCount(2);
  const [grid, first, second] = [await list.boundingBox(), await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.y).toBe(second!.y);
  expect(second!.x + second!.width).toBeGreaterThan(grid!.x + grid!.width - 2);
});

test("every practice on /services has one Explore call to action", async ({ page }) => {
  await page.goto("/services");
  const practices = page.getByRole("navigation", { name: "Jump to a practice" }).getByRole("link");
  await expect(practices).toHaveCount(7);
  for (const href of await practices.evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
    const section = page.locator(href);
    const explore = section.getByRole("link", { name: /^Explore\b/ });
    await expect(explore, href).toHaveCount(1);
    await expect(explore).toBeVisible();
    // One look: the same button in every block.
    expect(await explore.getAttribute("class")).toBe(
      await page
        .locator("#data-services")
        .getByRole("link", { name: /^Explore\b/ })
        .getAttribute("class"),
    );
  }
  // A brochure is a file the link downloads, named by its practice for screen readers.
  const brochure = page.locator("#data-services").getByRole("link", { name: /^Explore\b/ });
  await expect(brochure).toHaveAttribute("href", "/downloads/brochures/data-services.pdf");
  await expect(brochure).toHaveAccessibleName(/Data Services \(PDF\)/);
  const response = await page.request.get("/downloads/brochures/data-services.pdf");
  expect(response.headers()["content-type"]).toBe("application/pdf");
});

test("on /services the items of a practice's list share one title style, links or not", async ({ page }) => {
  await page.goto("/services");
  const titles = page.locator("main section li.border-t :is(h3, h4)");
  const looks = await titles.evaluateAll((headings) =>
    headings.map((heading) => {
      const text = heading.querySelector("a") ?? heading;
      const style = getComputedStyle(text);
      return `${style.fontSize} ${style.fontWeight} ${style.color} ${style.textDecorationLine}`;
    }),
  );
  expect(looks.length).toBeGreaterThan(10);
  expect(new Set(looks)).toEqual(new Set([looks[0]]));
});

test.describe("pill rows on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone project runs at 390 px");
  test("the practice pills behave the same on / and /services: one line that scrolls sideways, the page itself does not", async ({
    page,
  }) => {
    const shapes = [];
    for (const path of ["/", "/services"]) {
      await page.goto(path);
      const row = page.locator("main [data-pill-row]");
      await expect(row).toHaveCount(1);
      await row.scrollIntoViewIfNeeded();
      const shape = await row.evaluate((element) => {
        const pills = [...element.querySelectorAll<HTMLElement>("a, [role=tab]")];
        const pill = getComputedStyle(pills[0]!);
        return {
          lines: new Set(pills.map((each) => Math.round(each.getBoundingClientRect().top))).size,
          scrolls: element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === "auto",
          pill: `${pill.height} ${pill.fontSize} ${pill.fontWeight} ${pill.borderTopLeftRadius}`,
          count: pills.length,
        };
      });
      expect(shape.count, path).toBe(7);
      shapes.push({ lines: shape.lines, scrolls: shape.scrolls, pill: shape.pill });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      // The last pill can be scrolled to.
      const last = row.locator("a, [role=tab]").last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 1 });
    }
    expect(shapes[0]).toEqual({ lines: 1, scrolls: true, pill: shapes[0]!.pill });
    expect(shapes[1]).toEqual(shapes[0]);
  });
});

test.describe("empty areas", () => {
  test.skip(({ isMobile }) => isMobile, "on a phone the columns stack");
  for (const width of [1440, 1280])
    test(`at ${width} px, /contact-us ends its two columns within a few lines of each other, not ~300 px apart`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact-us");
      const boxOf = async (role: "region" | "complementary", name: string) => (await page.getByRole(role, { name }).boundingBox())!;
      const [form, steps, panel, offices] = [
        await boxOf("region", "Send us a Message"),
        await boxOf("region", "What happens next"),
        await boxOf("complementary", "Prefer to talk first?"),
        await boxOf("region", "Where we work"),
      ];
      // The steps follow the form in the left column; the offices follow the direct ways in on the right.
      expect(steps.x).toBe(form.x);
      expect(steps.y).toBeGreaterThan(form.y + form.height);
      expect(offices.x).toBe(panel.x);
      expect(panel.x).toBeGreaterThan(form.x + form.width);
      expect(Math.abs(steps.y + steps.height - (offices.y + offices.height))).toBeLessThan(120);
    });

  for (const width of [1440, 1280])
    test(`at ${width} px, /company-overview's intro fills its width: the figures sit in the right third`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/company-overview");
      const figures = page.locator("main dl").first();
      await expect(figures.locator("dd")).toHaveCount(4);
      const [row, text, stats] = [
        (await figures.locator("xpath=..").boundingBox())!,
        (await page.locator("main p", { hasText: /^We are a data/ }).boundingBox())!,
        (await figures.boundingBox())!,
      ];
      expect(stats.x).toBeGreaterThan(text.x + text.width);
      expect(stats.x).toBeLessThan(row.x + row.width * 0.75);
      expect(stats.x + stats.width).toBeGreaterThan(row.x + row.width - 2);
    });
});
