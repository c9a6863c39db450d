import { JSDOM } from "jsdom";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { isPendingRoute } from "#tests/e2e/support/pending-routes.ts";
import { sitemapPaths } from "#tests/e2e/support/sitemap.ts";

// Every page is pre-rendered, and hydration must not change its markup (every-page.spec.ts), so the links
// and ids are read from the HTML each page is served as: no browser needed.
test.describe("links", () => {
  test.skip(({ isMobile }) => isMobile, "links are the same at every width");

  test("no page links to a missing page or a missing anchor", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const documents = new Map<string, Promise<{ status: number; document?: Document }>>();
    const load = (pathname: string) => {
      if (!documents.has(pathname)) {
        documents.set(
          pathname,
          request.get(pathname).then(async (response) => {
            const html = /text\/html/.test(response.headers()["content-type"] ?? "") ? await response.text() : undefined;
            return {
              status: response.status(),
              document: html === undefined ? undefined : new JSDOM(html, { url: origin + pathname }).window.document,
            };
          }),
        );
      }
      return documents.get(pathname)!;
    };

    const targets = new Map<string, Set<string>>(); // "path#hash" -> pages linking to it
    for (const path of sitemapPaths()) {
      const { status, document } = await load(path);
      expect(status, `${path} answers`).toBe(200);
      for (const anchor of document!.querySelectorAll<HTMLAnchorElement>("a[href]")) {
        const url = new URL(anchor.href);
        if (url.origin !== origin) continue;
        const key = url.pathname + url.hash;
        if (!targets.has(key)) targets.set(key, new Set());
        targets.get(key)!.add(path);
      }
    }

    const broken: string[] = [];
    const pending = new Set<string>();
    for (const [key, from] of targets) {
      const [pathname, hash] = key.split("#") as [string, string | undefined];
      if (isPendingRoute(pathname)) {
        pending.add(pathname);
        continue;
      }
      const { status, document } = await load(pathname);
      if (status !== 200) {
        broken.push(`${key} answers ${status} (linked from ${[...from].join(", ")})`);
        continue;
      }
      if (hash && !document?.getElementById(decodeURIComponent(hash)))
        broken.push(`${key}: no element with id "${hash}" (linked from ${[...from].join(", ")})`);
    }

    if (pending.size) {
      const note = `${pending.size} linked pages are still pending (app/lib/pending-routes.ts): ${[...pending].sort().join(", ")}`;
      test.info().annotations.push({ type: "pending links", description: note });
      console.log(note);
    }
    expect(broken).toEqual([]);
  });
});
