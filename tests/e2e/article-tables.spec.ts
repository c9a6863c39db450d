import { readFileSync } from "node:fs";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { builtPagePaths } from "#tests/e2e/support/sitemap.ts";

/** Every built page with a Markdown table: articles, whitepapers and the legal pages. */
const pagesWithTables = builtPagePaths().filter((path) =>
  readFileSync(`${process.env.BUILD_DIR ?? "build"}/client${path === "/" ? "" : path}/index.html`, "utf8").includes('class="prose-table"'),
);

test.describe("Tables in articles on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the 390 px checks");

  test("there are pages with tables of three columns and of more", () => {
    expect(pagesWithTables).toEqual(expect.arrayContaining(["/resources/blogs/data-masking", "/resources/blogs/test-data-management"]));
  });

  for (const path of pagesWithTables) {
    test(`${path}: every table fits its box, no cell overflows, and no word is split across lines`, async ({ page }) => {
      await page.goto(path);
      const tables = await page.locator(".prose-table").evaluateAll((boxes) =>
        boxes.map((box) => {
          const table = box.querySelector("table")!;
          const cells = [...table.querySelectorAll<HTMLElement>("th, td")].filter((cell) => cell.getClientRects().length > 0);
          const overflowing = cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent);
          // A word cut in two by the line break has two boxes, one on each line.
          const split: string[] = [];
          for (const cell of cells) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              // Words, and the parts of a code name between underscores.
              for (const match of text.matchAll(/[^\s/–_-]+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                if (lines.size > 1) split.push(match[0]);
              }
            }
          }
          return {
            box: { client: box.clientWidth, scroll: box.scrollWidth },
            tableWidth: table.getBoundingClientRect().width,
            containerWidth: box.getBoundingClientRect().width,
            overflowing,
            split,
          };
        }),
      );
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.box.scroll).toBeLessThanOrEqual(table.box.client);
        expect(table.tableWidth).toBeLessThanOrEqual(table.containerWidth);
        expect(table.overflowing).toEqual([]);
        expect(table.split).toEqual([]);
      }
    });
  }

  test("the masking table shows its third column on screen", async ({ page }) => {
    await page.goto("/resources/blogs/data-masking");
    const table = page.getByRole("region", { name: "Data type, Typical technique, Notes" });
    const notes = table.getByRole("columnheader", { name: "Notes" });
    const firstNote = table.getByRole("cell", { name: /Keep formats valid/ });
    for (const cell of [notes, firstNote]) {
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
  });

  test("a table of four columns stacks each row as name and value", async ({ page }) => {
    await page.goto("/resources/blogs/test-data-management");
    const cell = page.locator(".prose-table td[data-label]").nth(1);
    const label = await cell.getAttribute("data-label");
    expect(await cell.evaluate((element) => getComputedStyle(element, "::before").content)).toBe(`"${label}"`);
    expect(await cell.evaluate((element) => getComputedStyle(element.closest("tr")!).display)).toBe("block");
  });
});
