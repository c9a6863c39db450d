// The publish page at 1280 px (the projects cover 1440 and 390): axe-clean and valid HTML with a saved entry waiting,
// a history and a failed publish shown. Publishing itself is tested against a throwaway checkout
// (tests/integration/content-publish.test.ts, tests/e2e/content-publish-flow.spec.ts): here it would build and commit
// the repository.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { staffPaths } from "#shared/staff-paths.ts";
import { storePublishes } from "#tests/fixtures/publishes.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { htmlErrors } from "./support/html-validator";
import { e2eDatabase, signInAs } from "./support/staff-data";

// A new blog post saved in the e2e server's drafts (a copy of content/, playwright.config.ts), named for this test.
const DRAFT_FILE = "blogs/publish-page-waiting-draft.md";
const DRAFT_TITLE = "A draft waiting on the publish page";

test("the publish page, with an entry waiting and a history, has no axe violation at 1280 px and is valid HTML", async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the phone project checks it at 390 px (staff-pages.spec.ts)");
  const draft = path.join(process.env.E2E_CONTENT_DRAFTS_DIR!, DRAFT_FILE);
  writeFileSync(
    draft,
    `---\ntitle: "${DRAFT_TITLE}"\ndescription: "A post saved but not published."\ndate: 2026-11-20\nauthor: "Editor"\n---\nText.\n`,
  );
  try {
    const db = e2eDatabase();
    try {
      await storePublishes(db, "publish-1280@lumenor.example");
      await signInAs(db, page.context(), baseURL!, "editor", "publish-1280@lumenor.example");
    } finally {
      await db.destroy();
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(staffPaths.contentPublish);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert")).toContainText("did not go live");
    await expect(page.getByRole("region", { name: "Publish history" })).toContainText("3f9c1a7e5b2d");
    const waiting = page.getByRole("region", { name: "Saved since the live build" }).getByRole("row").filter({ hasText: DRAFT_TITLE });
    await expect(waiting).toContainText("Draft");
    await expect(waiting.getByRole("button", { name: `Mark ready: ${DRAFT_TITLE}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    const html = await (await page.request.get(staffPaths.contentPublish)).text();
    expect(html).toContain(DRAFT_TITLE);
    expect(await htmlErrors({ [staffPaths.contentPublish]: html })).toEqual({});
  } finally {
    rmSync(draft, { force: true });
  }
});
