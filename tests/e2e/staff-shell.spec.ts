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

test("an editor's bar names the content sections and the insights (page speed), not the leads", async ({ page, baseURL }, testInfo) => {
  const db = e2eDatabase();
  try {
    await signInAs(db, page.context(), baseURL!, "editor", `shell-editor-${testInfo.project.name}@lumenor.example`);
  } finally {
    await db.destroy();
  }
  await page.goto("/staff/content/publish");
  const bar = page.getByRole("navigation", { name: "Staff sections" });
  await expect(bar.getByRole("link")).toHaveText(["Insights", "Content", "Publish"]);
  await expect(bar.getByRole("link", { name: "Publish" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "The inbox now" })).toHaveCount(0);
});

test("triage by keyboard and in bulk: three leads moved to spam at once, a page walked with j, k, x and e", async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  const db = e2eDatabase();
  try {
    await signInAs(db, page.context(), baseURL!, "sales", `triage-${testInfo.project.name}@lumenor.example`);
  } finally {
    await db.destroy();
  }
  const batch = randomBytes(4).toString("hex");
  for (const n of [1, 2, 3, 4])
    await request.post("/api/sendMail", {
      headers: { origin: new URL(baseURL!).origin },
      data: { ...validLead, organisation: `Triage ${batch} ${n}`, elapsed: "5000" },
    });
  await page.goto(`/staff/leads?q=${batch}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("row").filter({ hasText: `Triage ${batch}` })).toHaveCount(4);

  // Keyboard only: j to the first and second lead, x selects, k back, e selects and goes to the action.
  const announcer = page.getByTestId("inbox-announcer");
  await page.keyboard.press("j");
  await expect(announcer).toHaveText(/^Lead 1 of 4: /);
  await page.keyboard.press("j");
  await expect(announcer).toHaveText(/^Lead 2 of 4: /);
  await page.keyboard.press("x");
  await expect(announcer).toHaveText(/^Selected: /);
  await page.keyboard.press("k");
  await expect(announcer).toHaveText(/^Lead 1 of 4: /);
  await page.keyboard.press("e");
  await expect(page.getByRole("combobox", { name: "With the selected leads" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("?");
  await expect(page.getByText("Next / previous lead")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Next / previous lead")).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  // Two are selected by keyboard (the newest two, 4 and 3); a third by its box; then all three go to spam in one post.
  await page.getByRole("checkbox", { name: new RegExp(`Triage ${batch} 1`) }).check();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(3);
  await page.getByRole("combobox", { name: "With the selected leads" }).selectOption("spam");
  await page.getByRole("button", { name: "Apply to the selected" }).click();
  await expect(page.getByRole("status")).toHaveText("Moved to spam. 3 leads changed.");
  await expect(page.getByRole("row").filter({ hasText: `Triage ${batch}` })).toHaveText([new RegExp(`Triage ${batch} 2`)]);
  await page.goto(`/staff/leads?box=spam&q=${batch}`);
  await expect(page.getByRole("row").filter({ hasText: `Triage ${batch}` })).toHaveCount(3);
});

test("the list orders by status on request, keeping the order across its pages' links", async ({ page, baseURL }, testInfo) => {
  const db = e2eDatabase();
  try {
    await signInAs(db, page.context(), baseURL!, "sales", `order-${testInfo.project.name}@lumenor.example`);
  } finally {
    await db.destroy();
  }
  await page.goto("/staff/leads?sort=status");
  await expect(page.getByRole("combobox", { name: "Order" })).toHaveValue("status");
  // The status cells, found by the column headed "Status" (the header row is there for screen readers on a phone too).
  const headers = (await page.getByRole("columnheader").allTextContents()).map((text) => text.trim());
  const statusColumn = headers.indexOf("Status");
  expect(statusColumn).toBeGreaterThan(-1);
  const statuses = await page
    .locator("[data-lead-row]")
    .evaluateAll((rows, column) => rows.map((row) => row.querySelectorAll("td")[column]?.textContent ?? ""), statusColumn);
  expect(statuses.length).toBeGreaterThan(0);
  const order = ["New", "Contacted", "Qualified", "Won", "Lost"];
  const ranks = statuses.map((status) => order.findIndex((name) => status.replace(/^Status: /, "").startsWith(name)));
  expect(ranks).not.toContain(-1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  const older = page.getByRole("link", { name: "Older leads" });
  if (await older.count()) await expect(older).toHaveAttribute("href", /sort=status/);
});
