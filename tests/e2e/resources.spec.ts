import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { sitemapPaths } from "#tests/e2e/support/sitemap.ts";

const results = (page: Page) => page.locator("#results > ul > li");
const status = (page: Page) => page.locator("#results").getByRole("status");
const filters = (page: Page) => page.getByRole("group", { name: "Filter the list" });
// An entry's page sits one segment below its list (a whitepaper's download form sits below the entry).
const entryPaths = (kind: string) => sitemapPaths().filter((path) => new RegExp(`^/resources/${kind}/[^/]+$`).test(path));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`resource lists with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a filter chosen in the form becomes the address, and the address alone filters", async ({ page }) => {
      await page.goto("/resources/case-studies");
      await expect(status(page)).toHaveText("Showing 1–12 of 12");
      await filters(page).getByLabel("Industry").selectOption({ label: "Banking" });
      await filters(page).getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/\/resources\/case-studies\?industry=banking(&service=)?#results$/);
      await expect(status(page)).toHaveText("Showing 1–2 of 2");
      await expect(results(page)).toHaveCount(2);
      await expect(results(page).getByRole("link")).toHaveText([/private bank/i, /credit union/i]);

      await page.goto("/resources?type=blogs&industry=healthcare&service=data-governance");
      await expect(filters(page).getByLabel("Format")).toHaveValue("blogs");
      await expect(filters(page).getByLabel("Industry")).toHaveValue("healthcare");
      await expect(status(page)).toHaveText("Showing 1–6 of 6");
      for (const title of await results(page).getByRole("link").allTextContents()) expect(title).not.toBe("");
      await expect(results(page).locator("p", { hasText: /^Blog$/ })).toHaveCount(6);
    });

    test("an empty result says so, and an unknown value is named instead of failing", async ({ page }) => {
      const answer = await page.goto("/resources?type=whitepapers&industry=package-distribution");
      expect(answer?.status()).toBe(200);
      await expect(page.getByText("Nothing here matches those filters yet")).toBeVisible();
      await expect(results(page)).toHaveCount(0);

      await page.goto("/resources/blogs?industry=shipbuilding&page=abc");
      await expect(page.getByRole("alert")).toContainText("“shipbuilding” is not one of the industry options");
      await expect(page.getByRole("alert")).toContainText("There is no page “abc”");
      await expect(results(page)).toHaveCount(12);
    });

    test("the library pages past 12 entries, each page its own address", async ({ page }) => {
      await page.goto("/resources");
      await expect(status(page)).toHaveText("Showing 1–12 of 26");
      const pages = page.getByRole("navigation", { name: "Pages of results" });
      await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await pages.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/resources\?page=2#results$/);
      await expect(status(page)).toHaveText("Showing 13–24 of 26");
      await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 3" }).click();
      await expect(status(page)).toHaveText("Showing 25–26 of 26");
      await expect(results(page)).toHaveCount(2);
    });
  });
}

test.describe("resource detail pages", () => {
  test("the table of contents leads to each section; the page names its kind in JSON-LD", async ({ page }) => {
    await page.goto("/resources/blogs/credit-union-data-strategy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: "What examiners actually look at" }).click();
    await expect(page).toHaveURL(/#what-examiners-look-at$/);
    await expect(page.getByRole("heading", { name: "What examiners actually look at" })).toBeInViewport();
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
  });

  test("a case study tells its four sections, then its outcomes; a whitepaper offers its download", async ({ page }) => {
    await page.goto("/resources/case-studies/gen-AI-transcript");
    await expect(page.locator("article h2")).toHaveText(["Client Background", "Client Requirement", "Challenge", "Solution", "Topics"]);
    const outcomes = page.getByRole("region", { name: "What changed for the client" });
    await expect(outcomes).toContainText("Under 10 min");
    await expect(outcomes).toContainText("Over 95 %");
    await page.goto("/resources/whitepapers/whitepapers-details-legacy");
    await expect(page.getByRole("link", { name: "Download the whitepaper" })).toHaveAttribute(
      "href",
      "/resources/whitepapers/whitepapers-details-legacy/download",
    );
  });

  test("a blog ends with the one shared call to action, shown once", async ({ page }) => {
    for (const path of ["/resources/blogs/data-masking", "/resources/blogs/credit-union-data-strategy"]) {
      await page.goto(path);
      await expect(page.getByText(/four to eight weeks/)).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "Facing this problem in your own data?" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "How to start", exact: true })).toHaveCount(0);
    }
  });

  test("a figure stays on one line with its unit", async ({ page }) => {
    await page.goto("/resources/case-studies/data-management-company");
    // Squeezed to a pixel, the figure still takes one line: nothing between the figure and its % lets it break.
    const figure = page.getByText(/^97.%$/).first();
    const lines = await figure.evaluate((element) => {
      (element as HTMLElement).style.cssText = "display: inline-block; width: 1px";
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test("code scrolls inside its own box, never the page (tables: article-tables.spec.ts)", async ({ page }) => {
    const narrow = (page.viewportSize()?.width ?? 0) < 600;
    for (const [path, selector] of [["/resources/blogs/dynamic-data-masking", "pre"]] as const) {
      await page.goto(path);
      const box = page.locator(selector).first();
      await expect(box).toBeVisible();
      // A phone lays out a page wider than its screen by zooming out: the layout width would grow.
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
        page.viewportSize()!.width,
        page.viewportSize()!.width,
      ]);
      if (narrow) expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect(box).toHaveAttribute("tabindex", "0");
    }
  });
});

test.describe("feeds", () => {
  test.skip(({ isMobile }) => isMobile, "a feed is the same at every width");

  for (const [feed, kinds] of [
    ["/resources/feed.xml", ["blogs", "whitepapers", "case-studies"]],
    ["/resources/blogs/feed.xml", ["blogs"]],
    ["/resources/whitepapers/feed.xml", ["whitepapers"]],
    ["/resources/case-studies/feed.xml", ["case-studies"]],
  ] as const) {
    test(`${feed} is well-formed Atom with every entry`, async ({ page, request }) => {
      const answer = await request.get(feed);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toMatch(/xml/);
      const xml = await answer.text();
      await page.goto("/resources");
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          root: doc.documentElement.namespaceURI + " " + doc.documentElement.localName,
          links: [...doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "entry")].map(
            (entry) => entry.getElementsByTagName("link")[0]?.getAttribute("href") ?? "",
          ),
        };
      }, xml);
      expect(parsed.error).toBe(false);
      expect(parsed.root).toBe("http://www.w3.org/2005/Atom feed");
      const expected = kinds.flatMap(entryPaths).sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(parsed.links.map((link) => new URL(link).pathname).sort()).toEqual(expected);
    });
  }

  test("pages advertise the feeds in their head", async ({ page }) => {
    await page.goto("/resources/blogs");
    const alternates = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternates).toHaveCount(2);
    expect(await alternates.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      expect.arrayContaining(["/resources/feed.xml", "/resources/blogs/feed.xml"]),
    );
  });
});
