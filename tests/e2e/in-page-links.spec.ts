import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { elementsOfMain, follow, inPageLinkHrefs, isControlWithScripts, reachInPageLink } from "#tests/e2e/support/in-page-links.ts";
import { builtPagePaths } from "#tests/e2e/support/sitemap.ts";

// Every link to a place on its own page (`#id`, `/page#id`), on every pre-rendered page, at both widths: the
// place comes into view, and the page keeps all it had (the home page's deferred sections once fell back to empty
// placeholders on a hash change, and the place was gone).
// Motion reduced, as a visitor may ask: the home page's banner then stays as it opens rather than turning to its first
// tab 4 s after the load, over the hero's "Explore our services", however long the test takes to reach that link.
test.use({ reducedMotion: "reduce" });

for (const path of builtPagePaths()) {
  test(`${path}: each link to a place on the page shows that place and the page stays whole`, async ({ page }) => {
    await page.goto(path);
    const hrefs = await inPageLinkHrefs(page);
    let elements = await elementsOfMain(page);
    let followed = 0;
    for (const [index, href] of hrefs.entries()) {
      const link = await reachInPageLink(page, index);
      if (!link) continue;
      const failures = test.info().errors.length;
      const address = page.url();
      const control = await isControlWithScripts(link);
      await follow(link);
      followed += 1;
      if (control) {
        await expect.soft(link, `${href}: selects its office`).toHaveAttribute("aria-current", "true");
        expect.soft(page.url(), `${href}: selects its office, the address stays`).toBe(address);
      } else {
        const hash = new URL(href, page.url()).hash;
        await expect.soft(page, href).toHaveURL((url) => url.hash === hash);
        await expect.soft(page.locator(`id=${decodeURIComponent(hash.slice(1))}`), `${href}: its target is in view`).toBeInViewport();
        expect.soft(await elementsOfMain(page), `${href}: elements of main after following it`).toBeGreaterThanOrEqual(elements);
      }
      // Each link is judged on a whole page: after a failure, the next one starts from a fresh load.
      if (test.info().errors.length > failures) {
        await page.goto(path);
        expect(await inPageLinkHrefs(page)).toEqual(hrefs);
        elements = await elementsOfMain(page);
      }
    }
    // The skip link at least: a page whose links were all out of reach would check nothing.
    expect(followed).toBeGreaterThan(0);
  });
}
