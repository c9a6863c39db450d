import { afterEach, describe, expect, it } from "vitest";
import { outboxRepository } from "./outbox-repository";
import { apiRequest, testDatabases, testRuntime, validLead } from "#tests/fixtures/leads.ts";

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
      const response = await env.runtime.handleApi(
        apiRequest({ body: JSON.stringify({ ...validLead, message: `Claimed ${n}` }) }),
        `10.5.${n}.1`,
      );
      expect(response.status).toBe(200);
    }
    const a = outboxRepository(env.runtime.db, "instance-a");
    const b = outboxRepository(env.runtime.db, "instance-b");
    const start = Date.now();

    // a claims first; then both claim at once, and whichever of them the database serves first gets the rest.
    const first = await a.claimDue(at(start, 0), at(start, 5), 3);
    expect(first).toHaveLength(3);
    const [fromA, fromB] = await Promise.all([a.claimDue(at(start, 0), at(start, 5), 10), b.claimDue(at(start, 0), at(start, 60), 10)]);
    const idsA = [...first, ...fromA].map((entry) => entry.lead_id);
    const idsB = fromB.map((entry) => entry.lead_id);
    expect(idsA.length + idsB.length).toBe(5);
    expect(new Set([...idsA, ...idsB]).size).toBe(5);

    // Instance a dies holding its claims: nobody takes them while the lease lasts, b takes them after.
    expect(await b.claimDue(at(start, 4), at(start, 64), 10)).toEqual([]);
    const takenOver = await b.claimDue(at(start, 6), at(start, 66), 10);
    expect(takenOver.map((entry) => entry.lead_id).sort()).toEqual([...idsA].sort());

    // A late word from a about an entry b holds now changes nothing.
    await a.retryAt(idsA[0] ?? "", at(start, 3600), at(start, 7), "late");
    const row = await env.runtime.db
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", idsA[0] ?? "")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ claimed_by: "instance-b", attempts: 0, last_error: null });
  });

  it("records many outcomes at once: sent entries with their leads, retries each at its own time, only for its own claims", async () => {
    env = await testRuntime({ database });
    await env.runtime.worker.stop();
    for (let n = 0; n < 4; n++) {
      const response = await env.runtime.handleApi(
        apiRequest({ body: JSON.stringify({ ...validLead, message: `Outcome ${n}` }) }),
        `10.4.${n}.1`,
      );
      expect(response.status).toBe(200);
    }
    const a = outboxRepository(env.runtime.db, "instance-a");
    const start = Date.now();
    const ids = (await a.claimDue(at(start, 0), at(start, 60), 10)).map((entry) => entry.lead_id).sort();
    expect(ids).toHaveLength(4);
    const [sent1, sent2, retried, foreign] = ids as [string, string, string, string];

    await a.markSent([sent1, sent2], at(start, 1));
    await a.retryMany([{ leadId: retried, at: at(start, 30), error: "421 try later" }], at(start, 1));
    // Another instance's word about an entry it does not hold changes nothing.
    await outboxRepository(env.runtime.db, "instance-b").retryMany(
      [{ leadId: foreign, at: at(start, 900), error: "not mine" }],
      at(start, 1),
    );

    const outbox = await env.runtime.db.selectFrom("outbox").selectAll().orderBy("lead_id").execute();
    const leads = await env.runtime.db.selectFrom("leads").select(["id", "delivery_status", "delivered_at"]).orderBy("id").execute();
    expect(
      outbox.map(({ state, attempts, claimed_by, next_attempt_at, last_error }) => ({
        state,
        attempts,
        claimed_by,
        next_attempt_at,
        last_error,
      })),
    ).toEqual([
      { state: "sent", attempts: 1, claimed_by: null, next_attempt_at: expect.any(String), last_error: null },
      { state: "sent", attempts: 1, claimed_by: null, next_attempt_at: expect.any(String), last_error: null },
      { state: "pending", attempts: 1, claimed_by: null, next_attempt_at: at(start, 30), last_error: "421 try later" },
      { state: "pending", attempts: 0, claimed_by: "instance-a", next_attempt_at: expect.any(String), last_error: null },
    ]);
    expect(leads.map(({ delivery_status, delivered_at }) => ({ delivery_status, delivered_at }))).toEqual([
      { delivery_status: "sent", delivered_at: at(start, 1) },
      { delivery_status: "sent", delivered_at: at(start, 1) },
      { delivery_status: "pending", delivered_at: null },
      { delivery_status: "pending", delivered_at: null },
    ]);
  });
});
