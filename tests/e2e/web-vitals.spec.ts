import type { Page, Request } from "@playwright/test";
import { staffPaths } from "#shared/staff-paths.ts";
import { formatVital } from "#app/components/staff/web-vitals-format.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { percentileOf, vitalBucket } from "#shared/vitals-histogram.ts";
import { expect, test } from "./support/fixtures";
import { e2eDatabase, signInAs } from "./support/staff-data";

// Tablet widths (768 to 1023 px) are this spec's alone: no other browser test sets one, so the tablet rows of a
// template hold exactly the views made here, while other tests' page views land in the phone and desktop rows.
const TABLET = { width: 800, height: 1000 };

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(() => db.destroy());

/** The beacons a page sends, as the server would read them. */
function beaconsOf(page: Page) {
  const beacons: { p: string; w: number; m: Record<string, number> }[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/vitals") beacons.push(JSON.parse(request.postData()!));
  });
  return beacons;
}

/**
 * Waits until the page's own observers have had its first contentful paint and its largest one: an observer registered
 * after theirs (the inline script's, or web-vitals' once it marks html[data-vitals]) is called after them.
 */
async function paintsObserved(page: Page, hydrated: boolean) {
  if (hydrated) await page.locator("html[data-vitals]").waitFor({ state: "attached" });
  await page.evaluate(() =>
    Promise.all(
      ["paint", "largest-contentful-paint"].map(
        (type) =>
          new Promise<void>((resolve) =>
            new PerformanceObserver((_list, observer) => {
              observer.disconnect();
              resolve();
            }).observe({ type, buffered: true }),
          ),
      ),
    ),
  );
}

/** The page hidden (as when the visitor switches tabs), shown again and hidden again, as the browser tells it. */
const hideTwice = (page: Page) =>
  page.evaluate(() => {
    for (const state of ["hidden", "visible", "hidden"]) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    }
  });

for (const { path, hydrated } of [
  { path: "/services", hydrated: true },
  { path: "/privacy-policy", hydrated: false },
]) {
  test(`a first view of ${path} (${hydrated ? "with" : "without"} scripts) sends one beacon, to this site`, async ({ page }) => {
    const beacons = beaconsOf(page);
    await page.goto(path);
    expect((await page.locator("script[type=module]").count()) > 0).toBe(hydrated);
    await paintsObserved(page, hydrated);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/vitals");
    await hideTwice(page);
    expect((await answered).status()).toBe(204);
    // Leaving the page hides it once more: still no second beacon.
    await page.goto("/robots.txt");
    expect(beacons).toHaveLength(1);
    const [beacon] = beacons;
    expect(beacon).toEqual({
      p: path,
      w: page.viewportSize()!.width,
      m: expect.objectContaining({ FCP: expect.any(Number), LCP: expect.any(Number) }),
    });
    expect(Object.keys(beacon!.m).every((metric) => ["LCP", "INP", "CLS", "FCP", "TTFB"].includes(metric))).toBe(true);
  });
}

test("after a few views, the staff insights show the page's p75 LCP for its template and device", async ({
  browser,
  baseURL,
}, testInfo) => {
  // One page per project, so the two projects running at once never count each other's views.
  const { path, routeId } =
    testInfo.project.name === "phone"
      ? { path: "/key-differentiators", routeId: "routes/key-differentiators/route" }
      : { path: "/partnership", routeId: "routes/partnership/route" };
  const context = await browser.newContext({ viewport: TABLET, baseURL });
  const page = await context.newPage();
  const beacons = beaconsOf(page);
  for (let view = 0; view < 3; view++) {
    await page.goto(path);
    await paintsObserved(page, true);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/vitals");
    await hideTwice(page);
    expect((await answered).status()).toBe(204);
  }
  const lcps = beacons.map((beacon) => beacon.m.LCP!);
  expect(lcps).toHaveLength(3);
  expect(lcps.every((lcp) => lcp > 0)).toBe(true);

  // This spec's earlier runs against the same server count too: the table shows every stored tablet view of the page.
  const stored = await db
    .selectFrom("web_vitals")
    .select(["bucket", "views"])
    .where("route_id", "=", routeId)
    .where("device", "=", "tablet")
    .where("metric", "=", "LCP")
    .execute();
  const counts = new Map<number, number>();
  for (const row of stored) counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + Number(row.views));
  for (const lcp of lcps) expect(counts.get(vitalBucket("LCP", lcp)!)).toBeGreaterThanOrEqual(1);
  const views = [...counts.values()].reduce((sum, n) => sum + n, 0);
  expect(views).toBeGreaterThanOrEqual(3);

  await signInAs(db, context, baseURL!, "editor", `vitals-editor-${testInfo.project.name}@lumenor.example`);
  await page.goto(staffPaths.insights);
  await page.getByText("The page speed figures as a table").click();
  const table = page.getByRole("table", { name: "Web Vitals at the 75th percentile by page template and device" });
  const row = table.locator(`tr[data-template="${routeId}"][data-device="tablet"]`);
  await expect(row.locator("td").nth(1)).toHaveText(String(views));
  await expect(row.locator('td[data-metric="LCP"]')).toHaveText(formatVital("LCP", percentileOf("LCP", counts)!));
  await context.close();
});

test("the beacon endpoint refuses oversized and malformed bodies with a 4xx in words, and stores nothing", async ({ request }) => {
  const routeId = "routes/privacy-policy/route";
  const tabletRows = () =>
    db.selectFrom("web_vitals").select("views").where("route_id", "=", routeId).where("device", "=", "tablet").execute();
  const valid = { p: "/privacy-policy", w: TABLET.width, m: { LCP: 1500, CLS: 0.01 } };
  const post = (data: string) => request.post("/api/vitals", { data, headers: { "Content-Type": "text/plain;charset=UTF-8" } });

  const oversized = await post(JSON.stringify(valid) + " ".repeat(4096));
  expect(oversized.status()).toBe(413);
  expect(await oversized.text()).toMatch(/a beacon is at most 2 KB/);
  for (const [body, words] of [
    ["{not json", /^The body is not JSON/],
    [JSON.stringify({ ...valid, visitor: "id-123" }), /^Not a Web Vitals beacon/],
    [JSON.stringify({ ...valid, m: { LCP: -5 } }), /^Not a Web Vitals beacon: m\.LCP/],
  ] as const) {
    const refused = await post(body);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toMatch(words);
  }
  expect(await tabletRows()).toEqual([]);
});
