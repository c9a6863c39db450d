import { afterEach, describe, expect, it } from "vitest";
import { testDatabases, testRuntime } from "#tests/fixtures/leads.ts";
import { expiredVitalsPurge, firstKeptDay } from "./vitals-retention";
import { vitalsRepository, type VitalsView } from "./vitals-repository";

type Env = Awaited<ReturnType<typeof testRuntime>>;
let env: Env | undefined;
afterEach(async () => {
  await env?.close();
  env = undefined;
});

const DAY = 24 * 60 * 60_000;
const view: VitalsView = { routeId: "routes/services/route", device: "phone", metrics: { LCP: 1800, CLS: 0.05 } };

describe("firstKeptDay", () => {
  it("is the UTC day VITALS_RETENTION_DAYS before now's", () => {
    expect(firstKeptDay(400, Date.parse("2026-11-28T12:00:00Z"))).toBe("2025-10-24");
    expect(firstKeptDay(1, Date.parse("2026-03-01T00:30:00Z"))).toBe("2026-02-28");
  });
});

describe.each(testDatabases())("Web Vitals totals past their retention, on %s", (database) => {
  it("are deleted up to the first kept day, which stays with every later one", async () => {
    env = await testRuntime({ database });
    const repository = vitalsRepository(env.runtime.db);
    const now = Date.parse("2026-11-28T12:00:00Z");
    await repository.record(view, new Date("2025-10-22T23:59:59Z"));
    await repository.record(view, new Date("2025-10-23T08:00:00Z"));
    await repository.record(view, new Date("2025-10-24T00:00:00Z"));
    await repository.record(view, new Date(now));

    // Two metrics a view: a row each, per day.
    expect(await expiredVitalsPurge(env.runtime.db, 400)(now)).toBe(4);
    const days = await env.runtime.db.selectFrom("web_vitals").select("day").distinct().orderBy("day").execute();
    expect(days.map((row) => row.day)).toEqual(["2025-10-24", "2026-11-28"]);
  });

  it("go with the server's retention sweep, which logs how many went", async () => {
    const logged: string[] = [];
    env = await testRuntime({ database }, { log: (line: string) => logged.push(line), warn() {}, error() {} });
    const repository = vitalsRepository(env.runtime.db);
    await repository.record(view, new Date(Date.now() - 500 * DAY));
    const recent = new Date(Date.now() - 10 * DAY);
    await repository.record(view, recent);
    env.runtime.onRetention("Web Vitals rows", expiredVitalsPurge(env.runtime.db, 400));

    await env.runtime.sweepRetention();
    const left = await env.runtime.db.selectFrom("web_vitals").select("day").execute();
    expect(left.map((row) => row.day)).toEqual(Array(2).fill(recent.toISOString().slice(0, 10)));
    expect(logged).toContain("Retention: removed 2 Web Vitals rows");
  });
});
