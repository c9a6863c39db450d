import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { balancedGrid, balancedRows, maxCardsPerRow } from "./balanced-grid";

describe("balancedRows", () => {
  it.each([
    [7, 3, [2, 2, 3]],
    [7, 2, [1, 2, 2, 2]],
    [7, 4, [3, 4]],
    [10, 4, [3, 3, 4]],
    [12, 4, [4, 4, 4]],
    [12, 3, [3, 3, 3, 3]],
    [5, 3, [2, 3]],
    [4, 3, [2, 2]],
    [2, 3, [2]],
    [1, 3, [1]],
    [0, 3, []],
    [6, 1, [1, 1, 1, 1, 1, 1]],
  ])("lays %i cards in rows of at most %i as %j", (count, perRow, rows) => {
    expect(balancedRows(count, perRow)).toEqual(rows);
  });

  it("never leaves a row holding one card fewer than half of another, at any count", () => {
    for (let perRow = 1; perRow <= maxCardsPerRow; perRow += 1)
      for (let count = 1; count <= 40; count += 1) {
        const rows = balancedRows(count, perRow);
        expect(rows.reduce((sum, size) => sum + size, 0)).toBe(count);
        expect(rows.length).toBe(Math.ceil(count / perRow));
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        expect(Math.max(...rows)).toBeLessThanOrEqual(perRow);
        // The last row is never shorter than the ones above it.
        expect(rows.at(-1)).toBe(Math.max(...rows));
      }
  });

  it("refuses what it cannot lay out", () => {
    expect(() => balancedRows(3, 0)).toThrow(RangeError);
    expect(() => balancedRows(3, maxCardsPerRow + 1)).toThrow(RangeError);
    expect(() => balancedRows(-1, 3)).toThrow(RangeError);
    expect(() => balancedRows(2.5, 3)).toThrow(RangeError);
  });
});

describe("balancedGrid", () => {
  it("gives seven cards in threes six tracks: two cards of three tracks, then three of two", () => {
    const grid = balancedGrid(7, { md: 2, xl: 3 });
    expect(grid.grid).toBe("grid md:grid-cols-2 xl:grid-cols-6");
    // In twos the first card spans both tracks; in threes the first four span three tracks each.
    expect(grid.items[0]).toBe("md:col-span-2 xl:col-span-3");
    expect(grid.items[1]).toBe("xl:col-span-3");
    expect(grid.items[3]).toBe("xl:col-span-3");
    expect(grid.items[4]).toBe("xl:col-span-2");
    expect(grid.items[6]).toBe("xl:col-span-2");
  });

  it("writes plain equal columns when the count fills every row", () => {
    const grid = balancedGrid(12, { sm: 2, lg: 3, xl: 4 });
    expect(grid.grid).toBe("grid sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4");
    expect(grid.items[11]).toBe("");
  });

  it("puts two cards side by side rather than in two thirds of a row", () => {
    const grid = balancedGrid(2, { md: 2, xl: 3 });
    expect(grid.grid).toBe("grid md:grid-cols-2");
    expect(grid.items[0]).toBe("");
  });

  it("resets a span a smaller breakpoint set when a larger one needs plain columns again", () => {
    const five = balancedGrid(5, { sm: 2, lg: 5 });
    // In twos the first card spans the row; in fives every card takes one track again.
    expect(five.grid).toBe("grid sm:grid-cols-2 lg:grid-cols-5");
    expect(five.items[0]).toBe("sm:col-span-2 lg:col-span-1");
  });

  it("only names classes that app/app.css has Tailwind generate", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const generated = new Set(
      [...css.matchAll(/@source inline\("\{([^}]*)\}([a-z-]+)\{([^}]*)\}"\)/g)].flatMap(([, prefixes, utility, values]) =>
        prefixes!.split(",").flatMap((prefix) => values!.split(",").map((value) => `${prefix}${utility}${value}`)),
      ),
    );
    expect(generated.size).toBeGreaterThan(0);
    for (let perRow = 1; perRow <= maxCardsPerRow; perRow += 1)
      for (let count = 1; count <= 40; count += 1) {
        const grid = balancedGrid(count, { base: Math.min(perRow, 2), sm: perRow, md: 1, lg: perRow, xl: maxCardsPerRow });
        const classes = [grid.grid, ...grid.items]
          .join(" ")
          .split(" ")
          .filter((name) => name && name !== "grid");
        for (const name of classes) expect(generated, `${name} (${count} cards, ${perRow} a row)`).toContain(name);
      }
  });
});
