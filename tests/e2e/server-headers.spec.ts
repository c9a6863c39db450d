import { expect, test } from "#tests/e2e/support/fixtures.ts";

test.describe("site server", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP behaviour does not depend on the screen");

  test("pre-rendered pages carry strict security headers and a hash-based CSP without 'unsafe-inline'", async ({ request }) => {
    const response = await request.get("/privacy-policy");
    const headers = response.headers();
    expect(response.status()).toBe(200);
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"]!;
    for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(headers["cache-control"]).toBe("no-cache");
  });

  test("HTML is revalidated with its ETag and compressed with brotli", async ({ request }) => {
    const first = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers()["content-encoding"]).toBe("br");
    const etag = first.headers()["etag"]!;
    const second = await request.get("/", { headers: { "if-none-match": etag } });
    expect(second.status()).toBe(304);
  });

  test("hashed assets are cached for a year, immutable; a missing asset is a plain 404", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/assets/nope-123.js")).status()).toBe(404);
  });

  test("health check, sitemap and robots.txt answer", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toContain("<loc>http://localhost:3000/privacy-policy</loc>");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  test("security.txt names a contact and expires about a year from the build", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(text).toContain("Canonical: http://localhost:3000/.well-known/security.txt");
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
    expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 60 * 60_000);
  });

  test("every answer carries a request id, and a sane incoming one is kept", async ({ request }) => {
    expect((await request.get("/privacy-policy")).headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request.get("/healthz", { headers: { "x-request-id": "edge-42" } })).headers()["x-request-id"]).toBe("edge-42");
  });

  test("a trailing slash redirects to the canonical address", async ({ request }) => {
    const response = await request.get("/privacy-policy/?from=mail", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/privacy-policy?from=mail");
  });

  test("pages declare their canonical URL, description and social cards", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/privacy-policy");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Privacy Policy/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
    const imageResponse = await page.request.get(image.pathname);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()["content-type"]).toBe("image/png");
    await page.goto("/");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd["@type"]).toBe("Organization");
  });
});
