// The staff area's frame as a member meets it: one bar of the sections their role opens, Leads with an unread
// count, the staff home's figures, unread leads marked in the list, and on a phone, leads before filters.
import { randomBytes } from "node:crypto";
import { validLead } from "#tests/fixtures/leads.ts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { e2eDatabase, signInAs } from "./support/staff-data";

test("a sales member's bar, home figures and unread marks follow what they do", async ({ page, baseURL, request, isMobile }, testInfo) => {
  const db = e2eDatabase();
  try {
    await signInAs(
      db,
      page.context(),
      baseURL!,
      "sales",
      `shell-${testInfo.project.name}-${randomBytes(3).toString("hex")}@lumenor.example`,
    );
  } finally {
    await db.destroy();
  }
  const organisation = `Tidewater Freight ${randomBytes(4).toString("hex")}`;
  const sent = await request.post("/api/sendMail", {
    headers: { origin: new URL(baseURL!).origin },
    data: { ...validLead, organisation, elapsed: "5000" },
  });
  const { id } = (await sent.json()) as { id: string };

  await page.goto("/staff");
  const bar = page.getByRole("navigation", { name: "Staff sections" });
  await expect(bar.getByRole("link")).toHaveText([/^Leads\s*\d+\+?\s*unread$/, "Insights"]);
  const inboxNow = page.getByRole("region", { name: "The inbox now" });
  await expect(inboxNow.getByRole("link", { name: /Mine/ })).toHaveText(/^0\s*Mine$/);
  expect(await axeViolations(page)).toEqual([]);

  await bar.getByRole("link", { name: /Leads/ }).click();
  await expect(bar.getByRole("link", { name: /Leads/ })).toHaveAttribute("aria-current", "page");
  const search = page.getByRole("searchbox", { name: "Search" });
  if (isMobile) {
    // On a phone the leads come first: the filters wait behind their summary.
    await expect(search).toBeHidden();
    await page.getByText("Search and filter").click();
  }
  await expect(search).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: organisation });
  await expect(row.getByRole("link", { name: `${validLead.fullName} (unread)` })).toBeVisible();

  await page.goto(`/staff/leads/${id}`);
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status")).toHaveText("Owner saved.");
  await page.goto("/staff/leads?view=mine");
  await expect(
    page.getByRole("row").filter({ hasText: organisation }).getByRole("link", { name: validLead.fullName, exact: true }),
  ).toBeVisible();
  await page.goto("/staff");
  await expect(inboxNow.getByRole("link", { name: /Mine/ })).toHaveText(/^1\s*Mine$/);
  await inboxNow.getByRole("link", { name: /Mine/ }).click();
  await expect(page).toHaveURL(/view=mine/);
});

test("an editor's bar names the content sections, not the leads", async ({ page, baseURL }, testInfo) => {
  const db = e2eDatabase();
  try {
    await signInAs(db, page.context(), baseURL!, "editor", `shell-editor-${testInfo.project.name}@lumenor.example`);
  } finally {
    await db.destroy();
  }
  await page.goto("/staff/content/publish");
  const bar = page.getByRole("navigation", { name: "Staff sections" });
  await expect(bar.getByRole("link")).toHaveText(["Content", "Publish"]);
  await expect(bar.getByRole("link", { name: "Publish" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "The inbox now" })).toHaveCount(0);
});
