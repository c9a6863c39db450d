// A salesperson's Monday, whole, at the project's width (1440 and 390 px): two sales members sign in with passkeys on
// Chromium's virtual authenticator (registered through the mailed link and the registration page, then used to sign
// in), a lead arrives through the public contact form, is opened from its notification mail, answered by mail, given
// to a colleague who is mailed and finds it under Mine, falls due when the server's clock moves (a restart with
// SITE_CLOCK_OFFSET_DAYS), and the inbox is triaged in bulk and by keyboard alone; axe checks every staff screen.
import { randomBytes } from "node:crypto";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { startSalesSite } from "./support/sales-site";
import { validLead } from "#tests/fixtures/leads.ts";

type Site = Awaited<ReturnType<typeof startSalesSite>>;

let site: Site;
test.beforeAll(async () => {
  site = await startSalesSite();
});
test.afterAll(async () => {
  await site?.stop();
});

/** The project's device (viewport, touch, user agent) for contexts the test opens itself, on the sales site. */
function deviceOf(testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  return { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL: site.origin };
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/**
 * A new sales member's first day: a sign-in link by mail, a passkey added on the registration page (the virtual
 * authenticator, as a laptop's or phone's), sign-out, and the sign-in every later day is: the passkey alone.
 */
async function salesMemberWithPasskey(browser: Browser, testInfo: TestInfo, email: string, a11y?: Record<string, string[]>): Promise<Page> {
  await site.addAccount(email, "sales");
  const context = await browser.newContext(deviceOf(testInfo));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto("/staff/sign-in");
  await hydrated(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  if (a11y) a11y["sign-in"] = await axeViolations(page);
  await page.goto(await site.signInLink(email));
  await expect(page).toHaveURL(/\/staff\/passkey\?first=1$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  if (a11y) a11y["passkey"] = await axeViolations(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?signed-out=1$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByText(`${email} · Sales`)).toBeVisible();
  return page;
}

/** A lead posted to the contact API as the site's own form script posts it; its id. */
async function apiLead(organisation: string, fullName: string): Promise<string> {
  const sent = await fetch(`${site.origin}/api/sendMail`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.origin },
    body: JSON.stringify({ ...validLead, organisation, fullName, elapsed: "5000" }),
  });
  expect(sent.status).toBe(200);
  return ((await sent.json()) as { id: string }).id;
}

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a sales member's Monday: from the notification mail to follow-ups, bulk spam and keyboard triage", async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const tag = `${testInfo.project.name}-${randomBytes(3).toString("hex")}`;
  const me = `monday-${tag}@lumenor.example`;
  const colleague = `colleague-${tag}@lumenor.example`;
  const organisation = `Harbor Mutual ${tag}`;
  const a11y: Record<string, string[]> = {};

  const { page, theirs } = await test.step("two sales members sign in with their passkeys", async () => ({
    page: await salesMemberWithPasskey(browser, testInfo, me, a11y),
    theirs: await salesMemberWithPasskey(browser, testInfo, colleague),
  }));

  const leadId = await test.step("a visitor sends the public contact form", async () => {
    const visitor = await browser.newContext(deviceOf(testInfo));
    const form = await visitor.newPage();
    await form.goto("/contact-us");
    await hydrated(form);
    const accept = form.getByRole("button", { name: "Accept" });
    if (await accept.isVisible()) await accept.click();
    const fields = {
      "Full name": validLead.fullName,
      "Job title": validLead.jobTitle,
      Organisation: organisation,
      Phone: validLead.phone,
      "Work email": validLead.email,
      Message: validLead.message,
    };
    for (const [label, value] of Object.entries(fields)) await form.getByRole("textbox", { name: label }).fill(value);
    await form.getByRole("button", { name: /send message/i }).click();
    await expect(form.getByRole("status")).toContainText("Message send Successfully!");
    await visitor.close();
    const stored = () => site.db.selectFrom("leads").select("id").where("organisation", "=", organisation).executeTakeFirst();
    await expect.poll(async () => (await stored())?.id).toBeTruthy();
    return (await stored())?.id ?? "";
  });

  await test.step("the lead opens from the link in its notification mail, with a reply link naming the enquiry", async () => {
    const mail = await site.leadMail(leadId);
    const link = /Open this lead in the inbox: (\S+)/.exec(mail)?.[1];
    expect(link).toBe(`${site.origin}/staff/leads/${leadId}`);
    await page.goto(link ?? "");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(organisation);
    const reply = new URL((await page.getByRole("link", { name: `Reply by e-mail to ${validLead.email}` }).getAttribute("href")) ?? "");
    expect(reply.protocol).toBe("mailto:");
    expect(decodeURIComponent(reply.pathname)).toBe(validLead.email);
    const sentOn = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date((await site.db.selectFrom("leads").select("created_at").where("id", "=", leadId).executeTakeFirstOrThrow()).created_at),
    );
    expect(reply.searchParams.get("subject")).toBe(`Re: your enquiry of ${sentOn}`);
    a11y["lead"] = await axeViolations(page);
  });

  await test.step("given to a colleague, who is mailed a link that opens it, and finds it under Mine", async () => {
    await page.getByRole("combobox", { name: "Choose an owner" }).selectOption({ label: colleague });
    await page.getByRole("button", { name: "Save owner" }).click();
    await expect(page.getByRole("status")).toHaveText("Owner saved: they are mailed a link to this lead.");
    const mail = await site.staffMail(colleague, organisation);
    expect(mail).toContain(`${me} gave you the lead from ${validLead.fullName}`);
    const link = /sign in if you are not\): (\S+)/.exec(mail)?.[1];
    expect(link).toBe(`${site.origin}/staff/leads/${leadId}`);
    await theirs.goto(link ?? "");
    await hydrated(theirs);
    await expect(theirs.getByRole("heading", { level: 1 })).toContainText(organisation);
    await expect(theirs.getByText(`Owner: ${colleague}`)).toBeVisible();
    await theirs.goto("/staff/leads");
    await theirs.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Mine" }).click();
    await expect(theirs).toHaveURL(/view=mine/);
    await expect(theirs.getByRole("row").filter({ hasText: organisation })).toBeVisible();
    a11y["inbox, Mine"] = await axeViolations(theirs);
  });

  await test.step("a follow-up for tomorrow is not overdue today, and is once the server's clock is two days on", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = dayAfter(today, 1);
    await theirs.goto(`/staff/leads/${leadId}`);
    await hydrated(theirs);
    await theirs.getByLabel("Follow-up date").fill(tomorrow);
    await theirs.getByRole("button", { name: "Save follow-up" }).click();
    await expect(theirs.getByRole("status")).toHaveText("Follow-up date saved.");
    await expect(theirs.getByRole("region", { name: "Status and owner" })).not.toContainText("Overdue");
    await theirs.goto("/staff/leads?view=overdue");
    await expect(theirs.getByRole("link", { name: "Overdue" })).toHaveAttribute("aria-current", "page");
    await expect(theirs.getByRole("row").filter({ hasText: organisation })).toHaveCount(0);

    await site.moveClock(2);
    await theirs.reload();
    await expect(theirs.getByRole("row").filter({ hasText: organisation })).toContainText(`Follow up ${tomorrow}`);
    a11y["inbox, Overdue"] = await axeViolations(theirs);
    await theirs.goto(`/staff/leads/${leadId}`);
    await expect(theirs.getByRole("region", { name: "Status and owner" })).toContainText("Overdue");
    await theirs.goto("/staff");
    await expect(theirs.getByRole("link", { name: /^1\s*Overdue follow-ups$/ })).toBeVisible();
    a11y["home"] = await axeViolations(theirs);
  });

  await test.step("three leads marked as spam in one bulk action", async () => {
    const batch = `Spam ${tag}`;
    for (const n of [1, 2, 3]) await apiLead(`${batch} ${n}`, `Pitch ${n}`);
    await page.goto(`/staff/leads?q=${encodeURIComponent(batch)}`);
    await hydrated(page);
    const rows = page.getByRole("row").filter({ hasText: batch });
    await expect(rows).toHaveCount(3);
    for (const n of [1, 2, 3]) await page.getByRole("checkbox", { name: `Select Pitch ${n}, ${batch} ${n}` }).check();
    await page.getByRole("combobox", { name: "With the selected leads" }).selectOption({ label: "Mark as spam" });
    await page.getByRole("button", { name: "Apply to the selected" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to spam. 3 leads changed.");
    await expect(rows).toHaveCount(0);
    await page.goto(`/staff/leads?box=spam&q=${encodeURIComponent(batch)}`);
    await expect(page.getByRole("row").filter({ hasText: batch })).toHaveCount(3);
  });

  await test.step("a page of leads triaged by keyboard alone: j, k, x, e, ?, o", async () => {
    const batch = `Triage ${tag}`;
    for (const n of [1, 2, 3, 4]) await apiLead(`${batch} ${n}`, `Caller ${n}`);
    await page.goto(`/staff/leads?q=${encodeURIComponent(batch)}`);
    await hydrated(page);
    await expect(page.getByRole("row").filter({ hasText: batch })).toHaveCount(4);
    const announcer = page.getByTestId("inbox-announcer");
    // Newest first: Caller 4 is lead 1 of 4.
    await page.keyboard.press("j");
    await expect(announcer).toHaveText(/^Lead 1 of 4: Caller 4,/);
    await page.keyboard.press("x");
    await expect(announcer).toHaveText(/^Selected: Caller 4,/);
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await expect(announcer).toHaveText(/^Lead 3 of 4: Caller 2,/);
    await page.keyboard.press("k");
    await expect(announcer).toHaveText(/^Lead 2 of 4: Caller 3,/);
    await page.keyboard.press("?");
    await expect(page.getByText("Next / previous lead")).toBeVisible();
    a11y["inbox, shortcuts open"] = await axeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByText("Next / previous lead")).toBeHidden();
    // e selects Caller 3 too and moves to the action: typed to "Assign to me", then Tab to Apply and Enter.
    await page.keyboard.press("e");
    const action = page.getByRole("combobox", { name: "With the selected leads" });
    await expect(action).toBeFocused();
    await page.keyboard.type("Assign");
    await expect(action).toHaveValue("owner:me");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Apply to the selected" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("Owner saved. 2 leads changed.");
    for (const n of [4, 3]) await expect(page.getByRole("row").filter({ hasText: `${batch} ${n}` })).toContainText(me);
    for (const n of [2, 1]) await expect(page.getByRole("row").filter({ hasText: `${batch} ${n}` })).toContainText("nobody yet");
    // o opens the lead under the cursor.
    await hydrated(page);
    await page.keyboard.press("j");
    await expect(announcer).toHaveText(/^Lead 1 of 4: Caller 4,/);
    await page.keyboard.press("o");
    await expect(page).toHaveURL(/\/staff\/leads\/L-/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${batch} 4`);
  });

  await test.step("the insights page", async () => {
    await page.goto("/staff/leads/insights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead insights");
    a11y["insights"] = await axeViolations(page);
  });

  expect(a11y).toEqual({
    "sign-in": [],
    passkey: [],
    lead: [],
    "inbox, Mine": [],
    "inbox, Overdue": [],
    home: [],
    "inbox, shortcuts open": [],
    insights: [],
  });
});
