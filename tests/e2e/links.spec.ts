import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { isPendingRoute } from "#tests/e2e/support/pending-routes.ts";
import { sitemapPaths } from "#tests/e2e/support/sitemap.ts";

test.describe("links", () => {
  test.skip(({ isMobile }) => isMobile, "links are the same at every width");

  test("no page links to a missing page or a missing anchor", async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const targets = new Map<string, Set<string>>(); // "path#hash" -> pages linking to it
    for (const path of sitemapPaths()) {
      await page.goto(path);
      const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const key = url.pathname + url.hash;
        if (!targets.has(key)) targets.set(key, new Set());
        targets.get(key)!.add(path);
      }
    }

    const broken: string[] = [];
    const pending = new Set<string>();
    const ids = new Map<string, string[]>();
    for (const [key, from] of targets) {
      const [pathname, hash] = key.split("#") as [string, string | undefined];
      if (isPendingRoute(pathname)) {
        pending.add(pathname);
        continue;
      }
      const response = await request.get(pathname);
      if (response.status() !== 200) {
        broken.push(`${key} answers ${response.status()} (linked from ${[...from].join(", ")})`);
        continue;
      }
      if (!hash) continue;
      if (!ids.has(pathname)) {
        await page.goto(pathname);
        ids.set(pathname, await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id)));
      }
      if (!ids.get(pathname)!.includes(decodeURIComponent(hash))) broken.push(`${key}: no element with id "${hash}" (linked from ${[...from].join(", ")})`);
    }

    if (pending.size) {
      const note = `${pending.size} linked pages are still pending (app/lib/pending-routes.ts): ${[...pending].sort().join(", ")}`;
      test.info().annotations.push({ type: "pending links", description: note });
      console.log(note);
    }
    expect(broken).toEqual([]);
  });
});
