import { afterEach, describe, expect, it } from "vitest";
import { outboxRepository } from "./outbox-repository";
import { apiRequest, testDatabases, testRuntime, validLead } from "./testing";

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const at = (start: number, seconds: number) => new Date(start + seconds * 1000).toISOString();

describe.each(testDatabases())("outbox claims shared by several instances, on %s", (database) => {
  it("gives each due notification to one instance, and a crashed instance's to another once its lease runs out", async () => {
    env = await testRuntime({ database });
    // This test plays the instances itself: the runtime's own worker stays out of the way.
    await env.runtime.worker.stop();
    for (let n = 0; n < 5; n++) {
      const response = await env.runtime.handleApi(apiRequest({ body: JSON.stringify({ ...validLead, message: `Claimed ${n}` }) }), `10.5.${n}.1`);
      expect(response.status).toBe(200);
    }
    const a = outboxRepository(env.runtime.db, "instance-a");
    const b = outboxRepository(env.runtime.db, "instance-b");
    const start = Date.now();

    const [fromA, fromB] = await Promise.all([a.claimDue(at(start, 0), at(start, 5), 3), b.claimDue(at(start, 0), at(start, 60), 10)]);
    const idsA = fromA.map((entry) => entry.lead_id);
    const idsB = fromB.map((entry) => entry.lead_id);
    expect(idsA.length + idsB.length).toBe(5);
    expect(new Set([...idsA, ...idsB]).size).toBe(5);
    expect(idsA.length).toBeGreaterThan(0);

    // Instance a dies holding its claims: nobody takes them while the lease lasts, b takes them after.
    expect(await b.claimDue(at(start, 4), at(start, 64), 10)).toEqual([]);
    const takenOver = await b.claimDue(at(start, 6), at(start, 66), 10);
    expect(takenOver.map((entry) => entry.lead_id).sort()).toEqual([...idsA].sort());

    // A late word from a about an entry b holds now changes nothing.
    await a.retryAt(idsA[0] ?? "", at(start, 3600), at(start, 7), "late");
    const row = await env.runtime.db.selectFrom("outbox").selectAll().where("lead_id", "=", idsA[0] ?? "").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ claimed_by: "instance-b", attempts: 0, last_error: null });
  });
});
