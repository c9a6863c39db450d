import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("Industry use-case diagrams", () => {
  test("each use case draws its own architecture, sized to its panel with readable labels", async ({ page, isMobile }) => {
    await page.goto("/key-industries/banking");
    const panels = page.locator("[data-use-case-panel]");
    await expect(panels).toHaveCount(4);
    const drawings: string[] = [];
    for (const panel of await panels.all()) {
      await panel.scrollIntoViewIfNeeded();
      const svg = panel.locator("svg[role=img]").filter({ visible: true });
      await expect(svg).toHaveCount(1);
      await expect(svg).toHaveAttribute("data-orientation", isMobile ? "down" : "across");
      const measured = await panel.evaluate((element) => {
        const drawing = [...element.querySelectorAll("svg[role=img]")].find((svg) => svg.getClientRects().length > 0)! as SVGSVGElement;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const svg = drawing.getBoundingClientRect();
        return {
          emptyBelow: box.bottom - svg.bottom,
          innerWidth: box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          svg: { left: svg.left - box.left, right: box.right - svg.right, width: svg.width },
          smallestLabel: Math.min(
            ...[...drawing.querySelectorAll("text, tspan")].map(
              (text) => parseFloat(getComputedStyle(text).fontSize) * drawing.getScreenCTM()!.a,
            ),
          ),
          labels: [...drawing.querySelectorAll("g[font-weight='600'] tspan:not([font-size])")].map((text) => text.textContent).join("|"),
        };
      });
      // The panel ends with its drawing: no block of empty navy under it.
      expect(measured.emptyBelow).toBeLessThan(48);
      expect(measured.svg.left).toBeGreaterThanOrEqual(0);
      expect(measured.svg.right).toBeGreaterThanOrEqual(0);
      if (!isMobile) expect(measured.svg.width).toBeGreaterThan(0.95 * measured.innerWidth);
      expect(measured.smallestLabel).toBeGreaterThanOrEqual(11);
      drawings.push(measured.labels);
    }
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(drawings[0]).not.toBe(drawings[1]);
  });
});
