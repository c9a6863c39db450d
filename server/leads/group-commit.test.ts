import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteDb } from "#server/db/connection.ts";
import { createGroupCommit } from "./group-commit";
import { apiRequest, testDatabases, testRuntime, validLead, type TestDatabase } from "#tests/fixtures/leads.ts";

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const post = (e: Env, body: unknown, ip: string) => e.runtime.handleApi(apiRequest({ body: JSON.stringify(body) }), ip);

/** Makes the database refuse any lead from this organisation, by a constraint: a fault of that row alone. */
async function refuseOrganisation(db: SiteDb, database: TestDatabase, organisation: string) {
  if (database === "sqlite") {
    await sql`create trigger refuse_one before insert on leads when new.organisation = ${sql.lit(organisation)} begin select raise(abort, 'refused'); end`.execute(
      db,
    );
    return;
  }
  await sql`alter table leads add constraint refuse_one check (organisation <> ${sql.lit(organisation)})`.execute(db);
}

describe.each(testDatabases())("leads submitted at the same moment (one group commit), on %s", (database) => {
  it("stores every one of many concurrent leads, each under its own id, each with its notification", async () => {
    env = await testRuntime({ database });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, n) => post(env!, { ...validLead, message: `Enquiry number ${n}` }, `10.7.${n}.1`)),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { Status: boolean; id: string }[];
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(120);
    expect(await env.leadCount()).toBe(120);
    const queued = await env.runtime.db.selectFrom("outbox").select("lead_id").execute();
    expect(new Set(queued.map((row) => row.lead_id))).toEqual(new Set(bodies.map((b) => b.id)));
  });

  it("keeps the per-address cap exact when one address's posts land in the same batch", async () => {
    env = await testRuntime({ database, leadsPerWindow: 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => post(env!, { ...validLead, message: `Message ${n}` }, "10.8.0.1")),
    );
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

  it("fails only the lead the database refuses: every other lead of its batch is stored and acknowledged", async () => {
    env = await testRuntime({ database });
    await refuseOrganisation(env.runtime.db, database, "Refused Holdings");
    const refused = 17;
    const answers = await Promise.all(
      Array.from({ length: 39 }, (_, n) =>
        post(
          env!,
          { ...validLead, message: `Enquiry ${n}`, organisation: n === refused ? "Refused Holdings" : validLead.organisation },
          `10.9.${n}.1`,
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 39 }, (_, n) => (n === refused ? 503 : 200)));
    expect(await env.leadCount()).toBe(38);
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

describe("a group commit whose batch fails", () => {
  const rowFault = Object.assign(new Error("value too long"), { code: "22001" });
  const outage = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
  const isRowFault = (error: unknown) => error === rowFault;

  function commits(fails: (items: string[]) => Error | undefined) {
    const writes: string[][] = [];
    const commit = createGroupCommit<string, string>({
      maxBatch: 10,
      retryAlone: isRowFault,
      async write(items) {
        writes.push(items);
        const error = fails(items);
        if (error) throw error;
        return items.map((item) => `stored ${item}`);
      },
    });
    const settle = (items: string[]) => Promise.allSettled(items.map((item) => commit.submit(item)));
    return { writes, settle };
  }

  it("writes each item alone when an item may be at fault, so only that item fails", async () => {
    const { writes, settle } = commits((items) => (items.includes("bad") ? rowFault : undefined));
    const results = await settle(["a", "bad", "c"]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual(["stored a", "failed", "stored c"]);
    expect(writes).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("fails every item at once, untried, when the database itself fails", async () => {
    const { writes, settle } = commits(() => outage);
    const results = await settle(["a", "b", "c"]);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(writes).toEqual([["a", "b", "c"]]);
  });

  it("stops writing alone once the database itself fails", async () => {
    let calls = 0;
    const { writes, settle } = commits(() => (++calls === 1 ? rowFault : outage));
    const results = await settle(["a", "b", "c"]);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(writes).toEqual([["a", "b", "c"], ["a"]]);
  });
});
