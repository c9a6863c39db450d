import type { Page } from "@playwright/test";
import { insightsWindow } from "#app/.server/lead-insights/weeks.ts";
import { staffPaths } from "#shared/staff-paths.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { leadRepository } from "#server/leads/lead-repository.ts";
import { leadRow as lead, spamFields, whitepaperFields } from "#tests/fixtures/lead-rows.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { e2eDatabase, signInAs } from "./support/staff-data";

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(() => db.destroy());

const at = (monday: string, days: number, time = "10:00:00.000") => {
  const day = new Date(Date.parse(`${monday}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}Z`;
};

const signIn = (page: Page, role: "sales" | "editor", baseURL: string, project: string) =>
  signInAs(db, page.context(), baseURL, role, `insights-${role}-${project}@lumenor.example`);

test("sales sees the weekly chart, named by its title and summary, with a table carrying the same figures, axe-clean", async ({
  page,
  baseURL,
}, testInfo) => {
  // Weeks long past, one pair per project: other tests add leads only now, so these weeks hold exactly what is seeded.
  const { weeks } = insightsWindow(new Date());
  const offset = testInfo.project.name === "phone" ? 8 : 4;
  const [weekA, weekB] = [weeks[offset]!, weeks[offset + 1]!];
  await leadRepository(db).insertAll([
    lead(at(weekA, 0, "00:00:00.000")), // the first instant of week A
    lead(at(weekA, 2)),
    lead(at(weekA, 6, "23:59:59.999")), // its last instant
    lead(at(weekA, 3), whitepaperFields("whitepapers-details")),
    lead(at(weekA, 4), whitepaperFields("whitepapers-details-legacy")),
    lead(at(weekA, 5), spamFields),
    ...[0, 1, 2, 3].map((day) => lead(at(weekB, day), whitepaperFields("whitepapers-details"))),
  ]);
  await signIn(page, "sales", baseURL!, testInfo.project.name);

  const response = await page.goto(staffPaths.insights);
  expect(response?.status()).toBe(200);
  const chart = page.getByRole("img", { name: /^Enquiries per week, \d{1,2} \w{3} to \d{1,2} \w{3} Stacked bars/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/contact messages and [\d,]+ whitepaper requests in 26 weeks, spam excluded/);

  await page.getByText("The chart's figures as a table").click();
  const table = page.getByRole("table", { name: "Enquiries per week by kind, spam excluded" });
  await expect(table).toBeVisible();
  const rows = await table.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      week: tr.querySelector("time")?.getAttribute("datetime"),
      figures: [...tr.querySelectorAll("td")].map((td) => Number(td.textContent?.replace(/,/g, ""))),
    })),
  );
  expect(rows.map((row) => row.week)).toEqual(weeks);
  expect(rows[offset]!.figures).toEqual([3, 2, 5]);
  expect(rows[offset + 1]!.figures).toEqual([0, 4, 4]);

  // The bars say what the table says, week by week (each week's group names its figures for pointer users).
  const bars = await chart.evaluate((svg) =>
    [...svg.querySelectorAll("g")]
      .filter((group) => group.querySelector(":scope > title"))
      .map((group) => {
        const match = /: ([\d,]+) contact, ([\d,]+) whitepaper$/.exec(group.querySelector(":scope > title")?.textContent ?? "");
        const heights = [...group.querySelectorAll("rect")].map((rect) => Number(rect.getAttribute("height")));
        return { figures: match ? [Number(match[1]!.replace(/,/g, "")), Number(match[2]!.replace(/,/g, ""))] : [], heights };
      }),
  );
  expect(bars.map((bar) => bar.figures)).toEqual(rows.map((row) => row.figures.slice(0, 2)));
  const [contactBar, whitepaperBar] = bars[offset]!.heights;
  expect(contactBar! / whitepaperBar!).toBeCloseTo(3 / 2, 5);
  expect(bars[offset + 1]!.heights).toHaveLength(1);

  await expect(page.getByRole("table", { name: "Leads by industry" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Leads by service and AI offering" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("an editor sees the page speed, and none of the leads' figures", async ({ page, baseURL }, testInfo) => {
  await signIn(page, "editor", baseURL!, testInfo.project.name);
  const response = await page.goto(staffPaths.insights);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Page speed for real visitors" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enquiries per week" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Leads by industry" })).toHaveCount(0);
  await page.getByText("The page speed figures as a table").click();
  await expect(page.getByRole("table", { name: "Web Vitals at the 75th percentile by page template and device" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("without a session the page sends the visitor to sign in, and back here afterwards", async ({ request }) => {
  const response = await request.get(staffPaths.insights, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe(`${staffPaths.signIn}?${new URLSearchParams({ next: staffPaths.insights })}`);
});
