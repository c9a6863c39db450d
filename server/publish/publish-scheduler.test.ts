import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type SiteDb } from "#server/db/connection.ts";
import { migrate } from "#server/db/migrations.ts";
import { testDatabase, testDatabases } from "#tests/fixtures/leads.ts";
import { createPublishScheduler } from "./publish-scheduler";
import { publishSchedules } from "./publish-schedules";
import { databaseScheduleClaim } from "./schedule-claim";
import type { PublishActor } from "./publisher";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const quiet = { info: () => undefined, error: () => undefined };
const EDITOR = { accountId: "account-1", email: "editor@example.com" };
const T0 = Date.parse("2026-11-28T12:00:00.000Z");

/** A database and a connection per "instance", as two servers on one database have. */
async function instances(database: "sqlite" | "postgres", count: number): Promise<SiteDb[]> {
  const created = await testDatabase(database);
  const dbs = Array.from({ length: count }, () => openDatabase(created));
  cleanups.push(async () => {
    for (const db of dbs) await db.destroy();
    await created.remove();
  });
  await migrate(dbs[0]!);
  return dbs;
}

/** A scheduler on `db` named `instance`, whose publisher records the publishes it was asked to start. */
function schedulerOn(db: SiteDb, instance: string, clock: { now: number }, answer: "started" | "busy" | "nothing-ready" = "started") {
  const starts: PublishActor[] = [];
  const scheduler = createPublishScheduler({
    claim: databaseScheduleClaim(db, instance),
    startPublish: async (actor) => {
      starts.push(actor);
      return answer === "started" ? { started: true, id: `publish-${instance}-${starts.length}` } : { started: false, reason: answer };
    },
    logger: quiet,
    now: () => new Date(clock.now),
  });
  cleanups.push(() => scheduler.stop());
  return { scheduler, starts };
}

const rows = (db: SiteDb) => db.selectFrom("content_publish_schedules").selectAll().orderBy("created_at").execute();

describe.each(testDatabases())("scheduled publishes, on %s", (database) => {
  it("run once, on one of two instances, when due and not before", async () => {
    const [dbA, dbB] = await instances(database, 2);
    const clock = { now: T0 };
    await publishSchedules(dbA!).schedule(new Date(T0 + 120_000).toISOString(), EDITOR, new Date(T0).toISOString());
    const a = schedulerOn(dbA!, "instance-a", clock);
    const b = schedulerOn(dbB!, "instance-b", clock);

    expect(await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()])).toEqual([0, 0]);
    clock.now = T0 + 120_000;
    const started = await Promise.all([a.scheduler.runDue(), b.scheduler.runDue(), a.scheduler.runDue(), b.scheduler.runDue()]);
    expect(started.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect([...a.starts, ...b.starts]).toEqual([EDITOR]);
    const [row] = await rows(dbA!);
    expect(row).toMatchObject({ state: "started", claimed_by: null, publish_id: expect.stringMatching(/^publish-instance-[ab]-1$/) });
    expect(await Promise.all([a.scheduler.runDue(), b.scheduler.runDue()])).toEqual([0, 0]);
  });

  it("is picked up by a server started after the one it was made on stopped", async () => {
    const [db] = await instances(database, 1);
    const clock = { now: T0 };
    const before = schedulerOn(db!, "before-restart", clock);
    before.scheduler.start();
    await publishSchedules(db!).schedule(new Date(T0 + 60_000).toISOString(), EDITOR, new Date(T0).toISOString());
    await before.scheduler.stop();

    clock.now = T0 + 61_000;
    const after = schedulerOn(db!, "after-restart", clock);
    expect(await after.scheduler.runDue()).toBe(1);
    expect(before.starts).toEqual([]);
    expect(after.starts).toEqual([EDITOR]);
  });

  it("takes over the claim of an instance that crashed before starting the publish, once its lease has run out", async () => {
    const [db] = await instances(database, 1);
    const clock = { now: T0 };
    await publishSchedules(db!).schedule(new Date(T0 + 1_000).toISOString(), EDITOR, new Date(T0).toISOString());
    // The crashed instance claimed it (a 60 s lease) and never said what became of it.
    expect(
      await databaseScheduleClaim(db!, "crashed").claimDue(new Date(T0 + 2_000).toISOString(), new Date(T0 + 62_000).toISOString()),
    ).toMatchObject({ actor_email: EDITOR.email });
    const other = schedulerOn(db!, "other", clock);
    clock.now = T0 + 30_000;
    expect(await other.scheduler.runDue()).toBe(0);
    clock.now = T0 + 62_000;
    expect(await other.scheduler.runDue()).toBe(1);
  });

  it("waits while another publish runs, says why when nothing was ready, and can be cancelled", async () => {
    const [db] = await instances(database, 1);
    const clock = { now: T0 };
    const schedules = publishSchedules(db!);
    await schedules.schedule(new Date(T0 + 1_000).toISOString(), EDITOR, new Date(T0).toISOString());
    clock.now = T0 + 5_000;
    const busy = schedulerOn(db!, "busy", clock, "busy");
    expect(await busy.scheduler.runDue()).toBe(0);
    expect(await schedules.waiting()).toMatchObject({ state: "waiting" });

    const empty = schedulerOn(db!, "empty", clock, "nothing-ready");
    expect(await empty.scheduler.runDue()).toBe(0);
    expect(await schedules.waiting()).toBeUndefined();
    expect((await schedules.lastSkipped())?.outcome).toMatch(/Nothing was marked ready/);

    await schedules.schedule(new Date(T0 + 60_000).toISOString(), EDITOR, new Date(T0).toISOString());
    expect(await schedules.cancel()).toBe(true);
    expect(await schedules.cancel()).toBe(false);
    clock.now = T0 + 120_000;
    const later = schedulerOn(db!, "later", clock);
    expect(await later.scheduler.runDue()).toBe(0);
  });
});
