// The content preview in Chromium, as an editor, on the e2e server's drafts (read here, never written): the
// integration test (tests/integration/content-preview.test.ts) previews changed drafts in a temporary copy.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { staffPaths } from "#shared/staff-paths.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { axeViolations } from "./support/axe";
import { htmlErrors } from "./support/html-validator";
import { e2eDatabase, signInAs } from "./support/staff-data";

// A service the editor's tests read but never save. They share the drafts folder and, running in parallel, briefly
// plant a broken file there (the whole tree then previews as a problem page): the first test waits that out.
const SERVICE = "/services/data-quality";
/** The service's title as saved in the e2e server's drafts. */
const draftTitle = () => {
  const drafts = process.env.E2E_CONTENT_DRAFTS_DIR;
  if (!drafts) throw new Error("E2E_CONTENT_DRAFTS_DIR is unset: run the browser tests through playwright.config.ts");
  return /^title: (.*)$/m.exec(readFileSync(path.join(drafts, "services/data-quality.yaml"), "utf8"))![1]!;
};
let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(() => db.destroy());

test("an editor sees the page under a preview bar that stays on top, with no script loaded or run", async ({ page, baseURL }, testInfo) => {
  await signInAs(db, page.context(), baseURL!, "editor", `preview-editor-${testInfo.project.name}@lumenor.example`);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await expect.poll(async () => (await page.request.get(staffPaths.contentPreview(SERVICE))).status(), { timeout: 30_000 }).toBe(200);
  const response = await page.goto(staffPaths.contentPreview(SERVICE));
  expect(response?.status()).toBe(200);

  const bar = page.getByRole("complementary", { name: "Preview" });
  await expect(bar).toContainText("Preview: not published");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(draftTitle());
  const barBox = (await bar.boundingBox())!;
  const header = (await page.locator("body > header").boundingBox())!;
  expect(barBox.y).toBe(0);
  expect(header.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  await expect(page.locator("[data-cookie-notice]")).toBeHidden();

  // Scrolled down, the bar is still at the top and nothing covers it.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect((await bar.boundingBox())!.y).toBe(0);
  const onTop = await page.evaluate(() => {
    const bar = document.querySelector("aside[aria-label=Preview]")!.getBoundingClientRect();
    return document.elementFromPoint(bar.left + 4, bar.top + bar.height / 2)?.closest("aside[aria-label=Preview]") !== null;
  });
  expect(onTop).toBe(true);

  expect(scripts).toEqual([]);
  expect(violations).toEqual([]);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  expect(await page.locator("script").count()).toBe(0);
});

test("the preview has no axe violation at this width", async ({ page, baseURL }, testInfo) => {
  await signInAs(db, page.context(), baseURL!, "editor", `preview-axe-${testInfo.project.name}@lumenor.example`);
  for (const path of [SERVICE, "/resources/blogs/data-breach-response", "/no-such-page"]) {
    await page.goto(staffPaths.contentPreview(path));
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("the preview is valid HTML (Nu HTML Checker)", async ({ page, baseURL, isMobile }) => {
  test.skip(isMobile, "the served HTML does not depend on the viewport");
  await signInAs(db, page.context(), baseURL!, "editor", "preview-html@lumenor.example");
  const documents: Record<string, string> = {};
  for (const path of [SERVICE, "/"]) documents[path] = await (await page.request.get(staffPaths.contentPreview(path))).text();
  expect(await htmlErrors(documents)).toEqual({});
});

test("without a session the preview asks to sign in; the sales role is refused", async ({ page, baseURL }, testInfo) => {
  await page.goto(staffPaths.contentPreview(SERVICE));
  await expect(page).toHaveURL(new RegExp(`${staffPaths.signIn}\\?next=`));
  await signInAs(db, page.context(), baseURL!, "sales", `preview-sales-${testInfo.project.name}@lumenor.example`);
  const refused = await page.goto(staffPaths.contentPreview(SERVICE));
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Preview: not published")).toHaveCount(0);
});
