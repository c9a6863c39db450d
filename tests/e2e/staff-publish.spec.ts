// The publish page at 1280 px (the projects cover 1440 and 390): axe-clean with a history and a failed publish shown.
// Publishing itself is tested against a throwaway checkout (tests/integration/content-publish.test.ts): here it would
// build and commit the repository.
import { staffPaths } from "#shared/staff-paths.ts";
import { storePublishes } from "#tests/fixtures/publishes.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { e2eDatabase, signInAs } from "./support/staff-data";

test("the publish page has no axe violation at 1280 px", async ({ page, baseURL, isMobile }) => {
  test.skip(isMobile, "the phone project checks it at 390 px (staff-pages.spec.ts)");
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
  expect(await axeViolations(page)).toEqual([]);
});
