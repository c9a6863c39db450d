import { afterEach, describe, expect, it } from "vitest";
import { validLead } from "#tests/fixtures/leads.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";
import { startRelay, waitFor } from "#tests/integration/support/smtp-relay.ts";

type Site = Awaited<ReturnType<typeof startSite>>;
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function sharedDatabase() {
  const database = await siteDatabase("postgres");
  cleanups.push(database.remove);
  return database;
}

async function site(env: Record<string, string>): Promise<Site> {
  const started = await startSite(env);
  cleanups.push(() => started.stop("SIGKILL"));
  return started;
}

/** Posts a lead as the client at `address` (the sites trust the loopback proxy's X-Forwarded-For). */
const post = (at: Site, body: unknown, address: string) =>
  fetch(`${at.base}/api/sendMail`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

const leadIdOf = (raw: string) => /^X-Lead-ID: (\S+)/m.exec(raw)?.[1];

describe("two site instances on one PostgreSQL", () => {
  it("holds the per-address lead cap and folds a double submit across instances", async () => {
    const { env, query } = await sharedDatabase();
    const limits = { ...env, LEAD_MAX_PER_WINDOW: "3" };
    const [a, b] = await Promise.all([site(limits), site(limits)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => post(n % 2 ? b : a, { ...validLead, message: `Capped enquiry ${n}` }, "198.51.100.7")),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);

    const twice = await Promise.all([a, b].map((at) => post(at, { ...validLead, message: "Clicked twice" }, "198.51.100.8")));
    const ids = (await Promise.all(twice.map((r) => r.json()))) as { id: string }[];
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(ids[1]?.id).toBe(ids[0]?.id);
    const stored = await query((db) => db.selectFrom("leads").select(["network", "message"]).execute());
    expect(stored.filter((row) => row.network === "198.51.100.7")).toHaveLength(3);
    expect(stored.filter((row) => row.message === "Clicked twice")).toHaveLength(1);
  });

  it("stores and mails each accepted lead exactly once when one instance is killed with SIGKILL mid-burst", async () => {
    const database = await sharedDatabase();
    // One real relay; each instance logs in under its own name so the relay can tell their messages apart.
    const hold = new Set<string>();
    const relay = await startRelay(0, { users: ["a", "b"], hold });
    cleanups.push(relay.close);
    const settings = { ...database.env, SMTP_TIMEOUT_MS: "1000" };
    const [a, b] = await Promise.all([
      site({ ...settings, SMTP_URL: `smtp://a:a@127.0.0.1:${relay.port}` }),
      site({ ...settings, SMTP_URL: `smtp://b:b@127.0.0.1:${relay.port}` }),
    ]);

    // A bounded burst split across both, two posts at a time per instance, with double submits sent to both at
    // once: a's lanes post until a is killed, b's lanes another 200 leads after that (3,000 at most in all).
    const accepted = new Map<string, string>();
    const folded: string[][] = [];
    let next = 0;
    let stopAt = 3000;
    let killed = false;
    async function sendAll(at: Site) {
      while (next < stopAt && !(killed && at === a)) {
        const n = next++;
        const body = { ...validLead, message: `Burst enquiry ${n}` };
        const twice = n % 25 === 0;
        const answers = await Promise.all(
          (twice ? [a, b] : [at]).map((to) => post(to, body, `203.0.113.${n % 200}`).catch(() => undefined)),
        );
        const ids: string[] = [];
        for (const answer of answers) {
          if (answer?.status !== 200) continue;
          const { id } = (await answer.json()) as { id: string };
          accepted.set(body.message, id);
          ids.push(id);
        }
        if (ids.length === 2) folded.push(ids);
      }
    }
    const lanes = [a, a, b, b].map(sendAll);
    await waitFor(() => accepted.size >= 40 && relay.mails.some((mail) => mail.user === "a"), 60_000, "the burst to be under way");

    // An SMTP sender killed between the relay's 250 and its own record of it sends that mail again once
    // another instance takes the claim over (RFC 1047); no sender can close that window. So the relay stops
    // answering instance a, and a is killed only once it has recorded every mail the relay took from it,
    // with messages of its own still in flight: a duplicate could then only come from a claim taken twice.
    hold.add("a");
    const fromA = () => relay.mails.filter((mail) => mail.user === "a").map((mail) => leadIdOf(mail.raw) ?? "");
    await waitFor(
      async () => {
        if (relay.held() === 0) return false;
        const ids = fromA();
        const sent = await database.query((db) =>
          db.selectFrom("outbox").select("lead_id").where("lead_id", "in", ids).where("state", "=", "sent").execute(),
        );
        return sent.length === ids.length;
      },
      60_000,
      "instance a to record its delivered mail while more of its mail is in flight",
    );
    killed = true;
    stopAt = Math.min(stopAt, next + 200);
    await a.stop("SIGKILL");
    const acceptedWhenKilled = accepted.size;
    await Promise.all(lanes);
    expect(next).toBeLessThan(3000);
    expect(accepted.size).toBeGreaterThan(acceptedWhenKilled);
    expect(folded.length).toBeGreaterThan(0);
    for (const [first, second] of folded) expect(second).toBe(first);

    // Instance b sends everything, a's claims included once their lease has run out.
    const pending = () => database.query((db) => db.selectFrom("outbox").select("lead_id").where("state", "!=", "sent").execute());
    await waitFor(async () => (await pending()).length === 0, 60_000, "every notification to be sent");
    const stored = await database.query((db) => db.selectFrom("leads").select(["id", "message"]).execute());
    const storedIds = stored.map((row) => row.id);
    for (const [message, id] of accepted) expect(stored.filter((row) => row.message === message).map((row) => row.id)).toEqual([id]);
    const mailed = relay.mails.map((mail) => leadIdOf(mail.raw));
    expect(mailed.length).toBe(new Set(mailed).size);
    expect(new Set(mailed)).toEqual(new Set(storedIds));
    expect(relay.mails.some((mail) => mail.user === "b")).toBe(true);
  }, 240_000);
});
