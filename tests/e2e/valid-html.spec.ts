import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { htmlErrors } from "#tests/e2e/support/html-validator.ts";
import { builtPagePaths } from "#tests/e2e/support/sitemap.ts";

// The HTML the server sends is the same at every width, so one project checks it.
test.skip(({ isMobile }) => isMobile, "the served HTML does not depend on the viewport");

test("every pre-rendered page, the 404 page and the search page are valid HTML (Nu HTML Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const documents: Record<string, string> = {};
  for (const path of [...builtPagePaths(), "/no-such-page", "/search", "/search?q=data+governance&type=services"])
    documents[path] = await (await request.get(path)).text();
  expect(await htmlErrors(documents)).toEqual({});
});
