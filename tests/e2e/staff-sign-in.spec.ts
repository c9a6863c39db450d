// Staff sign-in in a real Chromium with its virtual WebAuthn authenticator (DevTools protocol), against a site
// server of its own that mails the links through a real SMTP relay (support/staff-site.ts).
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { startStaffSite } from "./support/staff-site";

type Site = Awaited<ReturnType<typeof startStaffSite>>;

let site: Site;
test.beforeAll(async () => {
  site = await startStaffSite();
});
test.afterAll(async () => {
  await site?.stop();
});

/** A platform authenticator with resident keys and user verification, as a phone or laptop has. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(site.origin)).find((cookie) => cookie.name === "staff-session");
}

test("first sign-in by mailed link, passkey registration, sign-out, then a later sign-in by passkey", async ({ browser }, testInfo) => {
  const email = `admin-${testInfo.project.name}@lumenor.example`;
  await site.addAccount(email, "admin");
  const cspViolations: string[] = [];

  const first = await browser.newContext({ baseURL: site.origin });
  const page = await first.newPage();
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  // A staff page without a session leads to the sign-in page, which is never cached or indexed.
  const answer = await page.goto("/staff/audit");
  expect(new URL(page.url()).pathname).toBe("/staff/sign-in");
  expect(answer?.headers()["cache-control"]).toBe("no-store");
  expect(answer?.headers()["x-robots-tag"]).toContain("noindex");
  expect(answer?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();

  const mailsBefore = site.relay.mails.length;
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  const link = await site.linkFor(email, mailsBefore);

  // The link signs in and leads straight to passkey registration.
  await page.goto(link);
  await expect(page).toHaveURL(/\/staff\/passkey\?first=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are signed in: now add a passkey");
  await expect(page.getByText(`${email} · Admin`)).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expect(page.getByTestId("passkey-count")).toHaveText("Your account has 1 passkey.");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Sign-out ends the session on the server: the old cookie, sent again, is worth nothing.
  const oldSession = await sessionCookie(first);
  expect(oldSession?.httpOnly).toBe(true);
  expect(oldSession?.sameSite).toBe("Lax");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?signed-out=1$/);
  expect(await sessionCookie(first)).toBeUndefined();
  const replay = await fetch(`${site.origin}/staff`, { headers: { cookie: `staff-session=${oldSession?.value}` }, redirect: "manual" });
  expect(replay.status).toBe(302);
  expect(replay.headers.get("location")).toMatch(/^\/staff\/sign-in\?next=/);
  await first.close();

  // A fresh browser profile holding the same passkey signs in with it, without any mail.
  const later = await browser.newContext({ baseURL: site.origin });
  const again = await later.newPage();
  const second = await virtualAuthenticator(again);
  for (const credential of credentials)
    await second.cdp.send("WebAuthn.addCredential", { authenticatorId: second.authenticatorId, credential });
  const mailsNow = site.relay.mails.length;
  await again.goto("/staff/sign-in?next=%2Fstaff%2Faudit");
  await again.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(again).toHaveURL(/\/staff\/audit$/);
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  // The audit log, newest first: this passkey sign-in, the sign-out, the passkey added, the link sign-in and the mail.
  const actions = await again
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [row.children[2]?.textContent, row.children[4]?.textContent].join(" ").trim()));
  expect(actions.slice(0, 5)).toEqual([
    "staff.sign-in passkey",
    "staff.sign-out",
    "staff.passkey-added",
    "staff.sign-in mailed link",
    "staff.link-sent",
  ]);
  expect(site.relay.mails.length).toBe(mailsNow);
  expect(cspViolations).toEqual([]);
  await later.close();
});
