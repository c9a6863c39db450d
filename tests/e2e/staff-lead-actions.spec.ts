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
  // The reply's subject names the enquiry by the day it came.
  const { created_at } = await db.selectFrom("leads").select("created_at").where("id", "=", id).executeTakeFirstOrThrow();
  const sentOn = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(created_at),
  );
  await expect(page.getByRole("link", { name: `Reply by e-mail to ${validLead.email}` })).toHaveAttribute(
    "href",
    `mailto:${validLead.email}?subject=${encodeURIComponent(`Re: your enquiry of ${sentOn}`)}`,
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

test("a lead given to a colleague reaches them by mail; they find it under Mine, set a follow-up that has passed and find it under Overdue", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  await signInAs(db, page.context(), baseURL ?? "", "sales", `giver-${testInfo.project.name}@lumenor.example`);
  const colleagueEmail = `colleague-${testInfo.project.name}@lumenor.example`;
  const colleagueContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const colleague = await signInAs(db, colleagueContext, baseURL ?? "", "sales", colleagueEmail);
  const organisation = `Northgate Water ${randomBytes(4).toString("hex")}`;
  const sent = await request.post("/api/sendMail", {
    headers: { origin: new URL(baseURL ?? "").origin },
    data: { ...validLead, organisation, elapsed: "5000" },
  });
  const { id } = (await sent.json()) as { id: string };

  await page.goto(`/staff/leads/${id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("combobox", { name: "Choose an owner" }).selectOption(colleague.accountId);
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByRole("status")).toHaveText("Owner saved: they are mailed a link to this lead.");
  await expect(page.getByRole("region", { name: "Activity" })).toContainText(`Gave it to ${colleagueEmail}`);

  // The colleague's mail, as the site wrote it, and its link.
  const mailId = async () =>
    (
      await db
        .selectFrom("staff_mail")
        .select("id")
        .where("recipient", "=", colleagueEmail)
        .where("subject", "like", `%${organisation}`)
        .executeTakeFirst()
    )?.id;
  await expect.poll(mailId).toBeTruthy();
  const mailFile = path.join(process.env.E2E_DATA_DIR ?? "", "mail", `staff-${await mailId()}.eml`);
  await expect.poll(() => existsSync(mailFile)).toBe(true);
  const mail = decodeMail(readFileSync(mailFile, "utf8"));
  expect(mail).toContain(`giver-${testInfo.project.name}@lumenor.example gave you the lead from ${validLead.fullName}`);
  const link = mail.match(/sign in if you are not\): (\S+)/)?.[1];
  expect(link).toBe(`${siteUrl}/staff/leads/${id}`);

  const theirs = await colleagueContext.newPage();
  await theirs.goto(new URL(link ?? "").pathname);
  await theirs.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(theirs.getByRole("heading", { level: 1 })).toContainText(organisation);
  await expect(theirs.getByText(`Owner: ${colleagueEmail}`)).toBeVisible();

  // A follow-up day that has already passed, as a salesperson writes down a call they missed.
  await theirs.getByLabel("Follow-up date").fill("2020-01-15");
  await theirs.getByRole("button", { name: "Save follow-up" }).click();
  await expect(theirs.getByRole("status")).toHaveText("Follow-up date saved.");
  await expect(theirs.getByRole("region", { name: "Status and owner" })).toContainText("Overdue");

  // Their note, edited and then deleted: only its author sees the buttons.
  await theirs.getByRole("textbox", { name: "New note" }).fill("Left a voicemail.");
  await theirs.getByRole("button", { name: "Add the note" }).click();
  await expect(theirs.getByRole("status")).toHaveText("Note added.");
  await theirs.getByText("Edit this note").click();
  await theirs.getByRole("textbox", { name: "Note text" }).fill("Left a voicemail; they call back Tuesday.");
  await theirs.getByRole("button", { name: "Save the note" }).click();
  await expect(theirs.getByRole("status")).toHaveText("Note saved.");
  await expect(theirs.getByRole("region", { name: "Notes" })).toContainText("they call back Tuesday.");
  await expect(theirs.getByRole("region", { name: "Notes" })).toContainText("(edited");
  expect(await axeViolations(theirs)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("region", { name: "Notes" })).toContainText("they call back Tuesday");
  await expect(page.getByRole("button", { name: "Delete this note" })).toHaveCount(0);
  await theirs.getByRole("button", { name: "Delete this note" }).click();
  await expect(theirs.getByRole("status")).toHaveText("Note deleted.");
  await expect(theirs.getByRole("region", { name: "Notes" })).toContainText("No notes yet.");

  await theirs.goto("/staff/leads?view=mine");
  await expect(theirs.getByRole("row").filter({ hasText: organisation })).toBeVisible();
  await theirs.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Overdue" }).click();
  await expect(theirs).toHaveURL(/view=overdue/);
  await expect(theirs.getByRole("row").filter({ hasText: organisation })).toContainText("Follow up 2020-01-15");
  expect(await axeViolations(theirs)).toEqual([]);
  await colleagueContext.close();
});
