// Hostile cases for the staff sign-in, against the built server with a real SMTP relay and SQLite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { signInLinks } from "#server/staff/sign-in-links.ts";
import { newToken } from "#server/staff/tokens.ts";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { runScript } from "#tests/integration/support/run-command.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { freePort, mailText, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";

let site: Awaited<ReturnType<typeof startSite>>;
let relay: Awaited<ReturnType<typeof startRelay>>;
let database: Awaited<ReturnType<typeof siteDatabase>>;
let db: SiteDb;
let origin: string;
let clientNumber = 0;

beforeAll(async () => {
  database = await siteDatabase("sqlite");
  relay = await startRelay();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = await startSite(
    { ...database.env, SMTP_URL: relay.url, SITE_URL: origin, STAFF_SIGN_IN_PER_ACCOUNT: "3", STAFF_SIGN_IN_PER_ADDRESS: "6" },
    port,
  );
  db = openDatabase(database);
});
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  await relay?.close();
  await database?.remove();
});

/** A client address of its own for each use, so one case's attempts never count against another's limit. */
const newClient = () => `198.51.100.${++clientNumber}`;

function get(url: string, { cookie, client = newClient() }: { cookie?: string; client?: string } = {}) {
  return fetch(`${origin}${url}`, { redirect: "manual", headers: { "x-forwarded-for": client, ...(cookie ? { cookie } : {}) } });
}

function post(url: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${origin}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newClient(), ...headers },
    body: new URLSearchParams(body),
  });
}

/** "name=value" of a Set-Cookie the answer carries for `name`. */
function cookieOf(answer: Response, name: string): string | undefined {
  const header = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(";")[0];
}

async function askForLink(email: string) {
  const before = relay.mails.length;
  const answer = await post("/staff/sign-in", { email });
  expect(answer.status).toBe(302);
  const binding = cookieOf(answer, "staff-link");
  const newest = () => relay.mails.slice(before).find((mail) => mail.to.includes(email));
  await waitFor(() => Boolean(newest()), 15_000, `the sign-in mail to ${email}`);
  const link = /\/staff\/sign-in\/link\?token=[\w-]+/.exec(mailText(newest()?.raw ?? ""))?.[0];
  if (!link || !binding) throw new Error("no link or no binding cookie");
  return { link, binding };
}

const account = async (email: string, role: "sales" | "editor" | "admin" = "sales") =>
  (await createStaffSession(db, { email, role })).accountId;

describe("staff sign-in, hostile cases", () => {
  it("answers every staff URL without a session with a redirect to sign-in or a refusal, never content, never cached", async () => {
    for (const url of ["/staff", "/staff/audit", "/staff/audit?page=2", "/staff/passkey", "/staff/passkey?first=1"]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(302);
      expect(answer.headers.get("location"), url).toBe(`/staff/sign-in?${new URLSearchParams({ next: url })}`);
      expect(answer.headers.get("cache-control"), url).toBe("no-store");
      expect(answer.headers.get("x-robots-tag"), url).toContain("noindex");
    }
    // A script's data request: a redirect for the router, never the loader's data.
    const data = await get("/staff/audit.data");
    expect(await data.text()).not.toContain("actor_email");
    for (const url of ["/staff/passkey/register", "/staff/sign-out"]) {
      const answer = await fetch(`${origin}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin, "content-type": "application/json" },
        body: "{}",
      });
      expect(answer.status, url).toBe(302);
      expect(answer.headers.get("location"), url).toMatch(/^\/staff\/sign-in/);
    }
    const missing = await get("/staff/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(missing.headers.get("x-robots-tag")).toContain("noindex");
  });

  it("refuses a role the page does not allow with a 403", async () => {
    const sales = await createStaffSession(db, { email: "sales-role@lumenor.example", role: "sales" });
    const audit = await get("/staff/audit", { cookie: sales.cookie });
    expect(audit.status).toBe(403);
    expect(await audit.text()).not.toContain("staff.sign-in");
    const admin = await createStaffSession(db, { email: "admin-role@lumenor.example", role: "admin" });
    expect((await get("/staff/audit", { cookie: admin.cookie })).status).toBe(200);
  });

  it("gives an unknown address exactly the answer a known one gets, and mails only the known one", async () => {
    await account("known@lumenor.example");
    const before = relay.mails.length;
    const [known, unknown] = await Promise.all([
      post("/staff/sign-in", { email: "known@lumenor.example" }),
      post("/staff/sign-in", { email: "nobody-here@lumenor.example" }),
    ]);
    const shape = async (answer: Response) => ({
      status: answer.status,
      location: answer.headers.get("location"),
      cookie: answer.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, "=…")),
      body: await answer.text(),
    });
    expect(await shape(unknown)).toEqual(await shape(known));
    await waitFor(() => relay.mails.length > before, 15_000, "the known address's mail");
    expect(relay.mails.slice(before).flatMap((mail) => mail.to)).toEqual(["known@lumenor.example"]);
  });

  it("signs in once with a link, in the asking browser only; a reused link, another browser and an expired link are refused", async () => {
    await account("link@lumenor.example");
    const { link, binding } = await askForLink("link@lumenor.example");

    const elsewhere = await get(link);
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).toContain("Open the link in the browser where you asked for it");
    expect(cookieOf(elsewhere, "staff-session")).toBeUndefined();
    const wrongNonce = await get(link, { cookie: `staff-link=${newToken()}` });
    expect(wrongNonce.status).toBe(403);

    // Refused elsewhere, the link still works where it was asked for.
    const opened = await get(link, { cookie: binding });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/staff/passkey?first=1");
    const session = cookieOf(opened, "staff-session");
    expect(opened.headers.getSetCookie().find((cookie) => cookie.startsWith("staff-session="))).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await get("/staff", { cookie: session })).status).toBe(200);

    const reused = await get(link, { cookie: binding });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("already been used");
    expect(cookieOf(reused, "staff-session")).toBeUndefined();

    const accountId = await account("late@lumenor.example");
    const nonce = newToken();
    const token = await signInLinks(db).issue(accountId, nonce, Date.now() - 15 * 60_000 - 1000);
    const expired = await get(`/staff/sign-in/link?token=${token}`, { cookie: `staff-link=${nonce}` });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("expired");
    expect(cookieOf(expired, "staff-session")).toBeUndefined();
  });

  it("ends a disabled account's sessions at once", async () => {
    const member = await createStaffSession(db, { email: "leaver@lumenor.example", role: "sales" });
    expect((await get("/staff", { cookie: member.cookie })).status).toBe(200);
    const disabled = await runScript("scripts/staff.ts", ["disable", "leaver@lumenor.example"], database.env);
    expect(disabled.status, disabled.stderr).toBe(0);
    const after = await get("/staff", { cookie: member.cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/staff\/sign-in/);
  });

  it("refuses a post from another origin with a 403 and changes nothing", async () => {
    const member = await createStaffSession(db, { email: "target@lumenor.example", role: "sales" });
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }]) {
      const signOut = await post("/staff/sign-out", {}, { ...headers, cookie: member.cookie });
      expect(signOut.status).toBe(403);
    }
    const before = relay.mails.length;
    const link = await post("/staff/sign-in", { email: "target@lumenor.example" }, { origin: "https://evil.example" });
    expect(link.status).toBe(403);
    expect((await get("/staff", { cookie: member.cookie })).status).toBe(200);
    expect(relay.mails.length).toBe(before);
  });

  it("answers 429 once an account or an address has made too many sign-in attempts", async () => {
    await account("target-of-guessing@lumenor.example");
    const perAccount = [];
    for (let n = 0; n < 4; n++) perAccount.push((await post("/staff/sign-in", { email: "target-of-guessing@lumenor.example" })).status);
    expect(perAccount).toEqual([302, 302, 302, 429]);

    const client = newClient();
    const perAddress = [];
    for (let n = 0; n < 7; n++)
      perAddress.push((await post("/staff/sign-in", { email: `guess-${n}@lumenor.example` }, { "x-forwarded-for": client })).status);
    expect(perAddress).toEqual([302, 302, 302, 302, 302, 302, 429]);
    const limited = await post("/staff/sign-in", { email: "guess-7@lumenor.example" }, { "x-forwarded-for": client });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Opening links from that address is counted too.
    expect((await get("/staff/sign-in/link?token=guess", { client })).status).toBe(429);
  });
});
