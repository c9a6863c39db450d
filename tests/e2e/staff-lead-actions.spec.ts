import { existsSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { axeViolations } from "#tests/e2e/support/axe.ts";
import { e2eDatabase, signInAs } from "#tests/e2e/support/staff-data.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { validLead } from "#tests/fixtures/leads.ts";
import { decodeMail } from "#tests/integration/support/smtp-relay.ts";

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(async () => {
  await db.destroy();
});

/** The origin the e2e server was given as SITE_URL (playwright.config.ts): the notification links there. */
const siteUrl = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

test("a sales member opens a lead from its notification mail, finds reply and call links, takes it, adds a note and finds it under Mine", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const sales = await signInAs(db, context, baseURL ?? "", "sales");
  // A lead sent through the site, so the site's own outbox writes its notification.
  const organisation = `Harbor Mutual ${randomBytes(4).toString("hex")}`;
  const sent = await request.post("/api/sendMail", {
    headers: { origin: new URL(baseURL ?? "").origin },
    data: { ...validLead, organisation, elapsed: "5000" },
  });
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as { id: string };
  const mailFile = path.join(process.env.E2E_DATA_DIR ?? "", "mail", `${id}.eml`);
  await expect.poll(() => existsSync(mailFile)).toBe(true);
  const link = decodeMail(readFileSync(mailFile, "utf8")).match(/Open this lead in the inbox: (\S+)/)?.[1];
  expect(link).toBe(`${siteUrl}/staff/leads/${id}`);

  // The mail names SITE_URL; the browser reaches the same server at the test's own address.
  await page.goto(new URL(link ?? "").pathname);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(organisation);
  await expect(page.getByRole("link", { name: `Reply by e-mail to ${validLead.email}` })).toHaveAttribute(
    "href",
    `mailto:${validLead.email}?subject=Your%20enquiry%20on%20our%20website`,
  );
  await expect(page.getByRole("link", { name: `Call ${validLead.phone}` })).toHaveAttribute("href", `tel:${validLead.phone}`);
  await expect(page.getByRole("region", { name: "The enquiry" })).toContainText(/Received.*\d{4} at \d{2}:\d{2} UTC/);

  const owner = page.getByRole("combobox", { name: "Choose an owner" });
  await expect(owner).toHaveValue("");
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status")).toHaveText("Owner saved.");
  await expect(page.getByText("Owner: sales-e2e@lumenor.example")).toBeVisible();
  await expect(owner).toHaveValue(sales.accountId);

  const noteBox = page.getByRole("textbox", { name: "New note" });
  await noteBox.fill("Called back; a workshop on the 3rd.");
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByRole("region", { name: "Notes" }).getByRole("listitem")).toContainText("Called back; a workshop on the 3rd.");
  await expect(noteBox).toHaveValue("");

  expect(await axeViolations(page)).toEqual([]);

  // Taken, it is in the member's "Mine" view, its message's start shown; and no longer under "Unassigned".
  await page.goto("/staff/leads");
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Mine" }).click();
  await expect(page).toHaveURL(/view=mine/);
  const row = page.getByRole("row").filter({ hasText: organisation });
  await expect(row).toContainText(validLead.message.slice(0, 60));
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/staff/leads?view=unassigned");
  await expect(page.getByRole("link", { name: "Unassigned" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: organisation })).toHaveCount(0);
});
