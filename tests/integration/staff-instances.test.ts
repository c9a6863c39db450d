// Staff sessions live in the database: two instances on one PostgreSQL see the same sessions and the same disable.
import { afterEach, describe, expect, it } from "vitest";
import { createStaffSession } from "#tests/fixtures/staff.ts";
import { runScript } from "#tests/integration/support/run-command.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { mailText, startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("staff sessions on two instances sharing one PostgreSQL", () => {
  it("a session started on one is valid on the other, and a disable on one ends it on both", async () => {
    const database = await siteDatabase("postgres");
    cleanups.push(database.remove);
    const relay = await startRelay();
    cleanups.push(relay.close);
    // SITE_URL names the first instance; both build the links from it, as instances behind one address do.
    const a = await startSite({ ...database.env, SMTP_URL: relay.url });
    cleanups.push(() => a.stop("SIGKILL"));
    const b = await startSite({ ...database.env, SMTP_URL: relay.url, SITE_URL: a.base });
    cleanups.push(() => b.stop("SIGKILL"));
    const email = "shared@lumenor.example";
    await database.query((db) => createStaffSession(db, { email, role: "sales" }));

    // Asked for on b, the link is opened on a: the link, its binding and the session are all in the database.
    const asked = await fetch(`${b.base}/staff/sign-in`, {
      method: "POST",
      redirect: "manual",
      // The browser is at the site's one address (SITE_URL), whichever instance the balancer sends its post to.
      headers: { origin: a.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    expect(asked.status).toBe(302);
    const binding = asked.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    await waitFor(() => relay.mails.some((mail) => mail.to.includes(email)), 15_000, "the sign-in mail");
    const link = /\/staff\/sign-in\/link\?token=[\w-]+/.exec(mailText(relay.mails.find((mail) => mail.to.includes(email))?.raw ?? ""))?.[0];
    const opened = await fetch(`${a.base}${link}`, { redirect: "manual", headers: { cookie: binding } });
    expect(opened.status).toBe(302);
    const session =
      opened.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("staff-session="))
        ?.split(";")[0] ?? "";
    const home = (at: typeof a) => fetch(`${at.base}/staff`, { redirect: "manual", headers: { cookie: session } });
    expect((await home(a)).status).toBe(200);
    expect((await home(b)).status).toBe(200);
    expect(await (await home(b)).text()).toContain(email);

    const disabled = await runScript("scripts/staff.ts", ["disable", email], database.env);
    expect(disabled.status, disabled.stderr).toBe(0);
    for (const at of [a, b]) {
      const answer = await home(at);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/staff\/sign-in/);
    }
  });
});
