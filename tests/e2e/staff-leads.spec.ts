import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test } from "#tests/e2e/support/fixtures.ts";
import { e2eDatabase, signInAs } from "#tests/e2e/support/staff-data.ts";
import { newLeadId } from "#server/leads/lead-id.ts";
import type { SiteDb } from "#server/db/connection.ts";
import { inboxLead, storeInboxLeads } from "#tests/fixtures/inbox-leads.ts";

const SCRIPT = "<script>alert(1)</script>";

let db: SiteDb;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(async () => {
  await db.destroy();
});

/** A dead-lettered lead with script and formula payloads in its fields; `marker` (unique per test) finds it by search. */
async function hostileLead() {
  const marker = `zq${randomBytes(5).toString("hex")}`;
  const created = new Date();
  const lead = inboxLead({
    id: newLeadId(created),
    created_at: created.toISOString(),
    full_name: `${SCRIPT} =HYPERLINK("http://evil.example")`,
    job_title: "+cmd|' /C calc'!A0",
    organisation: `@SUM(A1) ${marker}`,
    email: `=1+2@${marker}.example`,
    message: `-2+3 ${SCRIPT}\n<img src=x onerror=alert(2)>`,
    delivery_status: "dead",
    delivered_at: null,
  });
  await storeInboxLeads(db, [lead]);
  return { lead, marker };
}

test.describe("working a lead in the staff inbox", () => {
  test("with JavaScript: status, note, resend, spam and not spam, and a CSV export of the filter", async ({ page, context, baseURL }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`A lead's text ran as script: ${dialog.message()}`);
    });
    await signInAs(db, context, baseURL ?? "", "sales");
    const { lead, marker } = await hostileLead();

    await page.goto(`/staff/leads?q=${marker}`);
    const row = page.getByRole("row").filter({ hasText: marker });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Dead-lettered");
    await row.getByRole("link", { name: lead.full_name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(SCRIPT);
    await expect(page.locator("dd", { hasText: "onerror" })).toContainText("<img src=x onerror=alert(2)>");

    await page.locator("select[name=status]").selectOption("qualified");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    await expect(page.locator("select[name=status]")).toHaveValue("qualified");

    await page.getByLabel("New note").fill(`Called back. ${SCRIPT}`);
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    const note = page.getByRole("region", { name: "Notes" }).getByRole("listitem");
    await expect(note).toContainText(`Called back. ${SCRIPT}`);
    await expect(note).toContainText("sales-e2e@lumenor.example");

    await page.getByRole("button", { name: "Resend the notification" }).click();
    await expect(page.getByRole("status")).toHaveText("The notification is queued again.");
    await expect(page.getByRole("button", { name: "Resend the notification" })).toHaveCount(0);

    await page.getByRole("button", { name: "Spam", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Moved to spam");
    await expect(page.getByRole("region", { name: "Held back as spam" })).toContainText("a member of staff marked it as spam");
    await page.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByRole("status")).toContainText("Moved to the inbox");
    await expect(page.getByRole("region", { name: "Notification" })).toContainText(/State(Waiting|Sent)/);

    await page.goto(`/staff/leads?q=${marker}`);
    await expect(page.getByRole("row").filter({ hasText: marker })).toContainText("Qualified");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export these leads as CSV" }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,full_name,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(lead.id);
    expect(lines[1]).toContain(`'+cmd|' /C calc'!A0`);
    expect(lines[1]).toContain(`'@SUM(A1) ${marker}`);
    expect(lines[1]).toContain(`'=1+2@${marker}.example`);
    expect(lines[1]).toContain(`"'-2+3 ${SCRIPT}`);
    expect(lines[1]).toContain(",qualified");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("status and note are plain forms that post and come back", async ({ page, context, baseURL }) => {
      await signInAs(db, context, baseURL ?? "", "sales");
      const { lead } = await hostileLead();
      await page.goto(`/staff/leads/${lead.id}`);
      await page.locator("select[name=status]").selectOption("contacted");
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/leads/${lead.id}\\?done=status$`));
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      await expect(page.locator("select[name=status]")).toHaveValue("contacted");

      await page.getByLabel("New note").fill("Left a voicemail");
      await page.getByRole("button", { name: "Add the note" }).click();
      await expect(page).toHaveURL(/\?done=note$/);
      await expect(page.getByRole("region", { name: "Notes" }).getByRole("listitem")).toContainText("Left a voicemail");
    });
  });

  test("refuses what it must: no session, the wrong role, a guessed id, a post from another site", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const { lead } = await hostileLead();
    const anonymous = await request.get(`/staff/leads/${lead.id}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe(`/staff/sign-in?next=${encodeURIComponent(`/staff/leads/${lead.id}`)}`);

    const editor = await signInAs(db, context, baseURL ?? "", "editor");
    expect((await page.goto("/staff/leads"))?.status()).toBe(403);

    const sales = await signInAs(db, context, baseURL ?? "", "sales");
    expect((await page.goto("/staff/leads/L-20250101-AAAAAAAAAA"))?.status()).toBe(404);
    const foreign = await request.post(`/staff/leads/${lead.id}`, {
      headers: { cookie: sales.cookie, origin: "https://evil.example" },
      form: { intent: "status", status: "won" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const editorPost = await request.post(`/staff/leads/${lead.id}`, {
      headers: { cookie: editor.cookie, origin: new URL(baseURL ?? "").origin },
      form: { intent: "status", status: "won" },
      maxRedirects: 0,
    });
    expect(editorPost.status()).toBe(403);
    const stored = await db.selectFrom("leads").select("status").where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("new");
  });
});
