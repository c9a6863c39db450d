import { afterEach, describe, expect, it } from "vitest";
import { auditPage, recordAudit } from "./audit";
import { testRuntime } from "#tests/fixtures/leads.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("the staff audit log", () => {
  it("lists actions recorded within one millisecond in the order they happened", async () => {
    const env = await testRuntime();
    cleanups.push(() => env.close());
    const db = env.runtime.db;
    const sameMoment = new Date("2026-11-28T09:00:00.000Z");
    const actions = Array.from({ length: 30 }, (_, n) => `lead.step-${n}`);
    for (const action of actions) await recordAudit(db, { actor: null, action }, sameMoment);

    const { entries } = await auditPage(db, 1);
    expect(entries.map((entry) => entry.action)).toEqual([...actions].reverse());
  });
});
