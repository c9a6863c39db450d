import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "#tests/integration/support/smtp-relay.ts";
import { apiRequest, refuseLeadInserts, testDatabases, testRuntime, validLead } from "#tests/fixtures/leads.ts";

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const post = (e: Env, body: unknown, ip = "10.9.0.1") => e.runtime.handleApi(apiRequest({ body: JSON.stringify(body) }), ip);

describe.each(testDatabases())("POST /api/sendMail on %s", (database) => {
  it("turns a double click (the same payload twice at once) into one lead and one mail", async () => {
    env = await testRuntime({ database });
    const answers = await Promise.all([post(env, validLead), post(env, validLead)]);
    const [first, second] = (await Promise.all(answers.map((r) => r.json()))) as { id: string }[];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(second?.id).toBe(first?.id);
    const again = (await (await post(env, validLead)).json()) as { id: string };
    expect(again.id).toBe(first?.id);
    await env.runtime.worker.flush();
    expect(await env.leadCount()).toBe(1);
    expect(env.mailFiles()).toHaveLength(1);
  });

  it("limits accepted leads per address and says when to retry", async () => {
    env = await testRuntime({ database, leadsPerWindow: 2 });
    for (const n of [1, 2]) expect((await post(env, { ...validLead, message: `Message ${n}` })).status).toBe(200);
    const limited = await post(env, { ...validLead, message: "Message 3" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await post(env, { ...validLead, message: "Message 4" }, "10.9.0.2")).status).toBe(200);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    env = await testRuntime({ database, leadsPerWindow: 2, requestsPerMinute: 3 });
    const hop = (n: number) => `2001:db8:7:1::${n.toString(16)}`;
    for (const n of [1, 2]) expect((await post(env, { ...validLead, message: `Message ${n}` }, hop(n))).status).toBe(200);
    expect((await post(env, { ...validLead, message: "Message 3" }, hop(3))).status).toBe(429);
    expect((await post(env, {}, hop(4))).status).toBe(429);
    expect((await post(env, { ...validLead, message: "Message 5" }, "2001:db8:7:2::1")).status).toBe(200);
  });

  it("counts spam toward the per-address cap, so a bot cannot fill the database", async () => {
    env = await testRuntime({ database, leadsPerWindow: 5 });
    const answers = [];
    for (let n = 0; n < 70; n++)
      answers.push((await post(env, { ...validLead, message: `Spam ${n}`, website: "http://spam.example" })).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
    expect(await env.leadCount()).toBe(5);
  });

  it("past the site-wide mail allowance, stores every lead, mails no more than it allows, and the rest together in a digest", async () => {
    env = await testRuntime({ database, mailsPerWindow: 3, mailWindowMs: 3000 });
    const e = env;
    const ids: string[] = [];
    for (let n = 0; n < 10; n++) {
      const response = await post(e, { ...validLead, message: `Burst ${n}` }, `10.8.${n}.1`);
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await e.runtime.worker.flush();
    expect(await e.leadCount()).toBe(10);
    // Each lead is in exactly one mail: its own, or a digest.
    const mailedIds = () =>
      e.mailFiles().flatMap((name) => ids.filter((id) => readFileSync(path.join(e.dataDir, "mail", name), "utf8").includes(id)));
    expect(e.mailFiles().length).toBeLessThanOrEqual(3);
    expect((await e.runtime.readiness()).queue.held).toBe(10 - mailedIds().length);
    await waitFor(async () => (await e.runtime.worker.flush(), mailedIds().length === 10), 10_000, "every lead mailed");
    expect(mailedIds().sort()).toEqual([...ids].sort());
    expect(e.mailFiles().length).toBeLessThanOrEqual(6);
    expect(e.mailFiles().some((name) => name.startsWith("digest-"))).toBe(true);
    for (const id of ids) expect((await e.runtime.leads.get(id))?.delivery_status).toBe("sent");
  });

  it("limits requests per address per minute, valid or not", async () => {
    env = await testRuntime({ database, requestsPerMinute: 3 });
    for (let n = 0; n < 3; n++) expect((await post(env, {})).status).toBe(400);
    const limited = await post(env, validLead);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 503 with Retry-After, never a false Status: true, when the database cannot write", async () => {
    env = await testRuntime({ database });
    await refuseLeadInserts(env.runtime.db, database);
    const response = await post(env, validLead);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toMatchObject({ Status: false });
    await env.runtime.worker.flush();
    expect(env.mailFiles()).toHaveLength(0);
  });

  it("never answers 5xx, whatever arrives", async () => {
    env = await testRuntime({ database });
    const e = env;
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 2 }),
    );
    const fields = fc.record(
      {
        fullName: value,
        jobTitle: value,
        organisation: value,
        phone: value,
        email: value,
        message: value,
        emailBody: value,
        website: value,
        elapsed: value,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fields.map((f) => JSON.stringify(f)),
      fc.dictionary(fc.string(), value).map((d) => JSON.stringify(d)),
      fc.json(),
      fc.string({ unit: "binary", maxLength: 400 }),
      fc.dictionary(fc.string(), fc.string()).map((d) => new URLSearchParams(d).toString()),
      fc.uint8Array({ maxLength: 300 }),
    );
    const contentType = fc.constantFrom(
      "application/json",
      "application/x-www-form-urlencoded",
      "text/plain",
      "application/json; charset=utf-16",
      "",
      "multipart/form-data",
    );
    const method = fc.constantFrom("POST", "POST", "POST", "PUT", "GET", "DELETE");
    await fc.assert(
      fc.asyncProperty(body, contentType, method, fc.ipV4(), async (b, type, m, ip) => {
        const response = await e.runtime.handleApi(apiRequest({ method: m, contentType: type || null, body: b }), ip);
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
      }),
      { numRuns: 400 },
    );
    // 400 requests through the real pipeline: about 2 s on a quiet machine, several times that on a busy one.
  }, 60_000);
});
