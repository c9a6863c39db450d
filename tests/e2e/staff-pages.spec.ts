import type { Page } from "@playwright/test";
import { staffPaths } from "#shared/staff-paths.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { newLeadId } from "#server/leads/lead-id.ts";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";
import { storePublishes } from "#tests/fixtures/publishes.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { htmlErrors } from "./support/html-validator";
import { e2eDatabase, signInAs } from "./support/staff-data";

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(() => db.destroy());

/** The staff pages a signed-in admin reaches, and the sign-in page everyone reaches. */
async function staffPages(page: Page, baseURL: string, project: string): Promise<string[]> {
  const created = new Date();
  // With where its visit began, long values included, so the insights page's attribution tables have rows to check.
  const lead = inboxLead({
    id: newLeadId(created),
    created_at: created.toISOString(),
    landing_page: "/resources/whitepapers/whitepapers-details-legacy/download",
    referrer_origin: "https://www.a-rather-long-referring-domain-name.example",
    utm_campaign: "q4-data-governance-linkedin-sponsored-content",
  });
  await storeInboxLeads(db, [lead]);
  await storePublishes(db, `pages-editor-${project}@lumenor.example`);
  await signInAs(db, page.context(), baseURL, "admin", `pages-admin-${project}@lumenor.example`);
  return [
    staffPaths.home,
    staffPaths.leads,
    staffPaths.lead(lead.id),
    staffPaths.insights,
    staffPaths.leadsPurge,
    staffPaths.audit,
    staffPaths.contentPublish,
    staffPaths.contentLinks,
  ];
}

test("the staff pages have no axe violation at this width", async ({ page, baseURL }, testInfo) => {
  const signIn = await page.goto(staffPaths.signIn);
  expect(signIn?.status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  for (const path of await staffPages(page, baseURL!, testInfo.project.name)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("the staff pages are valid HTML (Nu HTML Checker)", async ({ page, baseURL, isMobile }, testInfo) => {
  test.skip(isMobile, "the served HTML does not depend on the viewport");
  const documents: Record<string, string> = {};
  documents[staffPaths.signIn] = await (await page.request.get(staffPaths.signIn)).text();
  for (const path of await staffPages(page, baseURL!, testInfo.project.name)) documents[path] = await (await page.request.get(path)).text();
  expect(await htmlErrors(documents)).toEqual({});
});

test("a page the member's role may not open answers 403 with a staff page that says so and leads back to the staff home", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAs(db, page.context(), baseURL!, "editor", `refused-editor-${testInfo.project.name}@lumenor.example`);
  const response = await page.goto(staffPaths.leads);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is not open to your role");
  await expect(page.getByRole("main")).toContainText("Editor");
  await expect(page.getByText(/unexpected error/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the staff home" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
});
