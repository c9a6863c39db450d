import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { paths } from "#shared/paths.ts";
import { builtPagePaths } from "#tests/e2e/support/sitemap.ts";

// Banner meshes, card covers and the map's land are drawn once into cached files that pages show with
// <use> (scripts/art/): a missing file or id would leave a banner or card blank, with no error anywhere.
test.describe("art drawn from files", () => {
  test.skip(({ isMobile }) => isMobile, "the same markup at every width");

  test("every <use> on every page names a file that exists and holds the drawing it asks for", async ({ request }) => {
    test.setTimeout(120_000);
    const references = new Map<string, string>(); // href -> first page using it
    // Pages rendered only when asked for: the 404 page and a refused whitepaper file link.
    const requestTimePages = ["/no-such-page", paths.whitepaperFile("whitepapers-details")];
    for (const path of [...builtPagePaths(), ...requestTimePages]) {
      const html = await (await request.get(path)).text();
      for (const [, href] of html.matchAll(/<use (?:href|data-art)="([^"]+)"/g)) if (!references.has(href!)) references.set(href!, path);
    }
    expect(references.size, "the pages draw art from files").toBeGreaterThan(50);
    const broken: string[] = [];
    for (const [href, page] of references) {
      const [file, id] = href.split("#") as [string, string];
      const response = await request.get(file);
      const body = response.ok() ? await response.text() : "";
      if (!response.ok() || !body.includes(` id="${id}"`)) broken.push(`${href} (used on ${page}) answers ${response.status()}`);
      else expect(response.headers()["content-type"]).toContain("image/svg+xml");
    }
    expect(broken).toEqual([]);
  });

  test("a page's art is drawn, not left blank", async ({ page }) => {
    await page.goto("/services/cloud-data-strategy");
    const mesh = page.locator("main use").first();
    await expect.poll(() => mesh.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(100);
  });
});
