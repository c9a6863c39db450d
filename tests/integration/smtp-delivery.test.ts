import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { apiRequest, testDatabases, testRuntime, validLead } from "#tests/fixtures/leads.ts";
import { decodeMail, freePort, startRelay, startSilentRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

type Env = Awaited<ReturnType<typeof testRuntime>>;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function submit(env: Env, body: Record<string, string> = validLead) {
  const started = Date.now();
  const response = await env.runtime.handleApi(apiRequest({ body: JSON.stringify(body) }), "10.2.0.1");
  const answer = (await response.json()) as { Status: boolean; id: string };
  return { status: response.status, id: answer.id, ms: Date.now() - started };
}

const outbox = (env: Env, id: string) =>
  env.runtime.db.selectFrom("outbox").selectAll().where("lead_id", "=", id).executeTakeFirstOrThrow();

describe.each(testDatabases())("lead notifications over real SMTP, on %s", (kind) => {
  async function runtimeWith(
    smtpUrl: string,
    extra: Parameters<typeof testRuntime>[0] = {},
    logger?: Parameters<typeof testRuntime>[1],
  ): Promise<Env> {
    const env = await testRuntime(
      { database: kind, smtpUrl, smtpTimeoutMs: 1000, pollMs: 100, retryBaseMs: 100, probeMs: 200, ...extra },
      logger,
    );
    cleanups.push(() => env.close());
    return env;
  }

  it("sends sales the notification: recipients, subject, Reply-To, escaped HTML, every field, the lead id", async () => {
    const relay = await startRelay();
    cleanups.push(relay.close);
    const env = await runtimeWith(relay.url, { mailTo: "leads@firm.example", mailFrom: "site@firm.example" });
    const lead = { ...validLead, fullName: "Zoë <b>O'Hara</b>", message: "Two lines:\r\n<script>alert(1)</script> & more" };
    const { status, id } = await submit(env, lead);
    expect(status).toBe(200);
    await waitFor(() => relay.mails.length === 1, 5000, "the mail");
    const mail = relay.mails[0]!;
    expect(mail.from).toBe("site@firm.example");
    expect(mail.to).toEqual(["leads@firm.example"]);
    const text = decodeMail(mail.raw);
    expect(text).toMatch(/^To: leads@firm\.example$/m);
    expect(text).toMatch(/^Subject: .*Website(_| )enquiry/m);
    expect(text).toMatch(/^Reply-To: .*<priya\.raman@harbormutual\.com>$/m);
    expect(text).toContain(`X-Lead-ID: ${id}`);
    const html = text.slice(text.indexOf("Content-Type: text/html"));
    expect(html).toContain("&#60;b&#62;O&#39;Hara&#60;/b&#62;");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; more");
    expect(html).not.toContain("<script>");
    for (const value of [validLead.jobTitle, validLead.organisation, validLead.phone, validLead.email, id]) expect(text).toContain(value);
    expect(text).toContain("A prospect tried to contact the sales group from the website");
    // The relay has the message before the outbox hears its final 250 and records it.
    await waitFor(async () => (await env.runtime.leads.get(id))?.delivery_status === "sent", 5000, "the lead to be marked sent");
  });

  it("answers 200 at once while the relay is down, and delivers when it comes back", async () => {
    const port = await freePort();
    const env = await runtimeWith(`smtp://127.0.0.1:${port}`);
    const { status, id, ms } = await submit(env);
    expect(status).toBe(200);
    expect(ms).toBeLessThan(1000);
    await waitFor(async () => (await outbox(env, id)).attempts >= 1, 5000, "a failed attempt");
    expect((await outbox(env, id)).state).toBe("pending");
    const relay = await startRelay(port);
    cleanups.push(relay.close);
    await waitFor(() => relay.mails.length === 1, 10_000, "delivery after the relay returns");
    await waitFor(async () => (await outbox(env, id)).state === "sent", 2000, "the outbox to record it");
  });

  it("retries after a 451 and delivers on the 250 that follows", async () => {
    const relay = await startRelay(0, { failCode: 451, failFirst: 1 });
    cleanups.push(relay.close);
    const env = await runtimeWith(relay.url);
    const { id } = await submit(env);
    await waitFor(() => relay.mails.length === 1, 10_000, "the retried mail");
    expect(relay.failures()).toBe(1);
    await waitFor(async () => (await outbox(env, id)).state === "sent", 2000, "sent state");
    expect((await outbox(env, id)).attempts).toBe(2);
  });

  it("dead-letters a message the relay refuses after DATA with 550, keeps the lead, and sends it when the operator resends", async () => {
    const relay = await startRelay(0, { failCode: 550, failFirst: 1 });
    cleanups.push(relay.close);
    const env = await runtimeWith(relay.url);
    const { id } = await submit(env);
    await waitFor(async () => (await outbox(env, id)).state === "dead", 5000, "the dead letter");
    const row = await outbox(env, id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550/);
    const lead = await env.runtime.leads.get(id);
    expect(lead).toMatchObject({ delivery_status: "dead", email: validLead.email, message: validLead.message });

    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/leads.ts", "resend"], {
      env: { ...process.env, DATA_DIR: env.dataDir, ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}) },
    });
    expect(stdout).toMatch(/^1 dead-lettered notification/);
    await waitFor(() => relay.mails.length === 1, 5000, "the resent mail");
    await waitFor(async () => (await env.runtime.leads.get(id))?.delivery_status === "sent", 2000, "the lead to be marked sent");
  });

  it("keeps retrying a 535 (bad credentials), says so in the logs and readiness, and sends once the account is fixed", async () => {
    const mode = { credentials: { user: "site", pass: "rotated-by-it" } };
    const relay = await startRelay(0, mode);
    cleanups.push(relay.close);
    const errors: string[] = [];
    const logger = { log() {}, warn() {}, error: (...parts: unknown[]) => void errors.push(parts.join(" ")) };
    const env = await runtimeWith(`smtp://site:old-password@127.0.0.1:${relay.port}`, { retryBaseMs: 60_000 }, logger);
    const { status, id } = await submit(env);
    expect(status).toBe(200);
    await waitFor(() => relay.authFailures() >= 2, 5000, "the site to try again after a 535");
    expect((await outbox(env, id)).state).toBe("pending");
    expect(errors.join("\n")).toMatch(/ACTION NEEDED.*535/);
    expect((await env.runtime.readiness()).relay).toMatchObject({ state: "misconfigured", lastError: expect.stringMatching(/535/) });

    mode.credentials.pass = "old-password";
    // The backoff is a minute by now; the probe finds the fixed relay well before that.
    await waitFor(() => relay.mails.length === 1, 5000, "the mail once the account works");
    await waitFor(async () => (await outbox(env, id)).state === "sent", 2000, "sent state");
    expect((await env.runtime.readiness()).relay.state).toBe("ok");
  });

  it("keeps retrying a 550 from relay policy at MAIL FROM instead of dead-lettering", async () => {
    const relay = await startRelay(0, { refuseSenderCode: 550, failFirst: 2 });
    cleanups.push(relay.close);
    const env = await runtimeWith(relay.url, { retryBaseMs: 60_000 });
    const { id } = await submit(env);
    await waitFor(() => relay.mails.length === 1, 5000, "the mail once the policy allows it");
    expect(relay.senderRefusals()).toBe(2);
    await waitFor(async () => (await outbox(env, id)).state === "sent", 2000, "sent state");
  });

  it("sends the whole backlog within seconds of a relay coming back, whatever the backoff had reached", async () => {
    const port = await freePort();
    const env = await runtimeWith(`smtp://127.0.0.1:${port}`, { retryBaseMs: 60_000 });
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await submit(env, { ...validLead, message: `Backlog ${n}` })).id);
    for (const id of ids) await waitFor(async () => (await outbox(env, id)).attempts >= 1, 5000, "a failed attempt");
    const relay = await startRelay(port);
    cleanups.push(relay.close);
    await waitFor(() => relay.mails.length === 3, 5000, "the backlog");
  });

  it("gives up on a relay that accepts the connection but never greets within seconds, and retries later", async () => {
    const relay = await startSilentRelay();
    cleanups.push(relay.close);
    const env = await runtimeWith(relay.url, { retryBaseMs: 60_000 });
    const started = Date.now();
    const { status, id, ms } = await submit(env);
    expect(status).toBe(200);
    expect(ms).toBeLessThan(1000);
    await waitFor(async () => (await outbox(env, id)).attempts === 1, 8000, "the greeting timeout");
    expect(Date.now() - started).toBeLessThan(5000);
    const row = await outbox(env, id);
    expect(row.state).toBe("pending");
    expect(row.last_error).toMatch(/greeting|timeout/i);
  });
});
