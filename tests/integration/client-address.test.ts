import { afterEach, describe, expect, it } from "vitest";
import { testDatabases, validLead } from "#tests/fixtures/leads.ts";
import { siteDatabase } from "#tests/integration/support/site-database.ts";
import { startSite } from "#tests/integration/support/site-process.ts";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function site(database: Awaited<ReturnType<typeof siteDatabase>>, env: Record<string, string> = {}) {
  const started = await startSite({ ...database.env, ...env });
  cleanups.push(() => started.stop());
  return started;
}

async function emptyDatabase(kind: Parameters<typeof siteDatabase>[0]) {
  const database = await siteDatabase(kind);
  cleanups.push(database.remove);
  return database;
}

/** A post as a proxy in front would pass it on: the visitor's address in X-Forwarded-For. */
const postFrom = (base: string, forwardedFor: string, message: string) =>
  fetch(`${base}/api/sendMail`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ ...validLead, message }),
  });

describe("TRUST_PROXY", () => {
  it("with a hop count of 1, counts each visitor behind the one proxy on their own", async () => {
    const database = await emptyDatabase("sqlite");
    const { base } = await site(database, { TRUST_PROXY: "1", LEAD_MAX_PER_WINDOW: "1" });
    expect((await postFrom(base, "203.0.113.10", "First visitor")).status).toBe(200);
    // A client may write anything on the left; the proxy appends the address it saw, which is what counts.
    expect((await postFrom(base, "198.51.100.99, 203.0.113.11", "Second visitor")).status).toBe(200);
    expect((await postFrom(base, "203.0.113.10", "First visitor again")).status).toBe(429);
    const stored = await database.query((db) => db.selectFrom("leads").select(["ip", "message"]).orderBy("created_at").execute());
    expect(stored.map((lead) => lead.ip).sort()).toEqual(["203.0.113.10", "203.0.113.11"]);
  });

  it("stops start-up on a value Express does not accept, naming the variable", async () => {
    const database = await emptyDatabase("sqlite");
    await expect(startSite({ ...database.env, TRUST_PROXY: "yes" })).rejects.toThrow(/TRUST_PROXY must be/);
  });
});

describe.each(testDatabases())("39 visitors posting at once, one with a hostile X-Forwarded-For, on %s", (kind) => {
  it("acknowledges and stores every lead, each with a checked address that fits its column", async () => {
    const database = await emptyDatabase(kind);
    // The default TRUST_PROXY (loopback) believes X-Forwarded-For from this test, as from a proxy on the host.
    const { base } = await site(database);
    const forwarded = Array.from({ length: 39 }, (_, n) => `198.51.100.${n}`);
    forwarded[7] = "x".repeat(5000);
    forwarded[8] = "not-an-ip";
    forwarded[9] = "[2001:db8::5]:443";
    forwarded[10] = "::ffff:c633:640a";
    const answers = await Promise.all(forwarded.map((address, n) => postFrom(base, address, `Enquiry number ${n}`)));
    expect(answers.map((answer) => answer.status)).toEqual(forwarded.map(() => 200));

    const stored = await database.query((db) => db.selectFrom("leads").select(["ip", "network", "message"]).execute());
    const byMessage = new Map(stored.map((lead) => [lead.message, lead]));
    expect(stored).toHaveLength(39);
    expect(byMessage.get("Enquiry number 7")).toMatchObject({ ip: "unknown", network: "unknown" });
    expect(byMessage.get("Enquiry number 8")).toMatchObject({ ip: "unknown", network: "unknown" });
    expect(byMessage.get("Enquiry number 9")).toMatchObject({ ip: "2001:db8::5", network: "2001:db8:0:0::/64" });
    expect(byMessage.get("Enquiry number 10")).toMatchObject({ ip: "198.51.100.10", network: "198.51.100.10" });
    expect(byMessage.get("Enquiry number 11")).toMatchObject({ ip: "198.51.100.11", network: "198.51.100.11" });
    expect(Math.max(...stored.map((lead) => Math.max(lead.ip?.length ?? 0, lead.network?.length ?? 0)))).toBeLessThanOrEqual(64);
  });
});
