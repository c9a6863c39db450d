import { describe, expect, it } from "vitest";
import { purgeCutoff } from "./retention";

const now = Date.parse("2026-11-23T12:00:00Z");

describe("purgeCutoff", () => {
  it("is the date asked for when no retention is set", () => {
    expect(purgeCutoff(new Date("2025-01-31"), undefined, now).toISOString()).toBe("2025-01-31T00:00:00.000Z");
  });

  it("is the retention cutoff when that is later: leads past LEAD_RETENTION_DAYS go in any case", () => {
    expect(purgeCutoff(new Date("2025-01-31"), 30, now).toISOString()).toBe("2026-10-24T12:00:00.000Z");
    expect(purgeCutoff(new Date("2026-11-01"), 365, now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("refuses a date in the future, which would delete leads not yet made", () => {
    expect(() => purgeCutoff(new Date("2027-01-01"), undefined, now)).toThrow(/future/);
  });
});
