// An editor checks the outbound links of the saved content from the staff area. The browser tests' server edits a
// copy of the content (playwright.config.ts, CONTENT_DRAFTS_DIR): this test saves a file there holding addresses
// the check must not visit, as an editor's save could.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { staffPaths } from "#shared/staff-paths.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { e2eDatabase, signInAs } from "./support/staff-data";

const draftsDir = process.env.E2E_CONTENT_DRAFTS_DIR ?? "";

test("an editor checks the content's outbound links on demand and sees which to fix, file and line", async ({
  page,
  baseURL,
}, testInfo) => {
  // Real addresses in the content may take their full 8 s each where the network answers slowly.
  test.setTimeout(120_000);
  const file = `link-check-${testInfo.project.name}.yaml`;
  writeFileSync(
    path.join(draftsDir, file),
    "# Saved by tests/e2e/staff-content-links.spec.ts\nmetadata: http://169.254.169.254/latest/meta-data/\nlocal: http://127.0.0.1:9/admin\n",
  );
  try {
    const db = e2eDatabase();
    try {
      await signInAs(db, page.context(), baseURL!, "editor", `links-${testInfo.project.name}@lumenor.example`);
    } finally {
      await db.destroy();
    }
    await page.goto(staffPaths.home);
    await page.getByRole("link", { name: "Check outbound links" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outbound links" })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await page.getByRole("button", { name: "Check outbound links" }).click();
    await expect(page.getByRole("status")).toContainText(/Checked \d+ addresses in \d+ files at .* UTC/, { timeout: 90_000 });
    const problems = page.getByRole("region", { name: "Addresses with a problem" });
    const metadata = problems.getByRole("row").filter({ hasText: "169.254.169.254" });
    await expect(metadata).toContainText(`${file}, line 2`);
    await expect(metadata).toContainText("Not checked: It points at an internal address");
    await expect(problems.getByRole("row").filter({ hasText: "127.0.0.1:9" })).toContainText(`${file}, line 3`);
    await expect(page.getByRole("button", { name: "Check again" })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    rmSync(path.join(draftsDir, file), { force: true });
  }
});

test("a sales member may not check links: the page answers 403", async ({ page, baseURL }, testInfo) => {
  const db = e2eDatabase();
  try {
    await signInAs(db, page.context(), baseURL!, "sales", `links-sales-${testInfo.project.name}@lumenor.example`);
  } finally {
    await db.destroy();
  }
  const response = await page.goto(staffPaths.contentLinks);
  expect(response?.status()).toBe(403);
  const post = await page.request.post(staffPaths.contentLinks, { headers: { origin: new URL(baseURL!).origin }, form: {} });
  expect(post.status()).toBe(403);
});
