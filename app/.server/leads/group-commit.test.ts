import { afterEach, describe, expect, it } from "vitest";
import { apiRequest, testDatabases, testRuntime, validLead } from "./testing";

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const post = (e: Env, body: unknown, ip: string) => e.runtime.handleApi(apiRequest({ body: JSON.stringify(body) }), ip);

describe.each(testDatabases())("leads submitted at the same moment (one group commit), on %s", (database) => {
  it("stores every one of many concurrent leads, each under its own id, each with its notification", async () => {
    env = await testRuntime({ database });
    const answers = await Promise.all(Array.from({ length: 120 }, (_, n) => post(env!, { ...validLead, message: `Enquiry number ${n}` }, `10.7.${n}.1`)));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { Status: boolean; id: string }[];
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(120);
    expect(await env.leadCount()).toBe(120);
    const queued = await env.runtime.db.selectFrom("outbox").select("lead_id").execute();
    expect(new Set(queued.map((row) => row.lead_id))).toEqual(new Set(bodies.map((b) => b.id)));
  });

  it("keeps the per-address cap exact when one address's posts land in the same batch", async () => {
    env = await testRuntime({ database, leadsPerWindow: 3 });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => post(env!, { ...validLead, message: `Message ${n}` }, "10.8.0.1")));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(Number(answers[3]?.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await env.leadCount()).toBe(3);
  });

  it("counts leads stored in earlier batches toward the cap of a later batch", async () => {
    env = await testRuntime({ database, leadsPerWindow: 3 });
    expect((await post(env, { ...validLead, message: "First" }, "10.8.0.2")).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, (_, n) => post(env!, { ...validLead, message: `Later ${n}` }, "10.8.0.2")));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429, 429]);
    expect(await env.leadCount()).toBe(3);
  });

  it("folds a double submit inside a batch of other leads into one lead", async () => {
    env = await testRuntime({ database });
    const others = Array.from({ length: 10 }, (_, n) => post(env!, { ...validLead, message: `Other ${n}` }, `10.6.${n}.1`));
    const twice = [post(env, validLead, "10.6.99.1"), post(env, validLead, "10.6.99.1")];
    const [first, second] = (await Promise.all((await Promise.all(twice)).map((r) => r.json()))) as { id: string }[];
    await Promise.all(others);
    expect(second?.id).toBe(first?.id);
    expect(await env.leadCount()).toBe(11);
  });
});
