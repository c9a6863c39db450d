import { describe, expect, it } from "vitest";
import { fillWeeks, insightsWindow, quarterOf, weekOf } from "./weeks";

describe("week buckets", () => {
  it("start on Monday 00:00 UTC: a Sunday's last millisecond is the week before a Monday's first", () => {
    expect(weekOf(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-16"); // Sunday
    expect(weekOf(new Date("2026-11-23T00:00:00.000Z"))).toBe("2026-11-23"); // Monday
    expect(weekOf(new Date("2026-11-25T12:00:00.000Z"))).toBe("2026-11-23"); // Wednesday
  });

  it("follow ISO weeks across a year's end", () => {
    // 1 January 2027 is a Friday: its ISO week began on Monday 28 December 2026.
    expect(weekOf(new Date("2027-01-01T09:00:00Z"))).toBe("2026-12-28");
    expect(weekOf(new Date("2027-01-04T00:00:00Z"))).toBe("2027-01-04");
  });

  it("are UTC whatever the process's time zone says: an instant, not a wall clock, decides", () => {
    // 23:30 UTC on a Sunday is Monday morning in Asia, and still the earlier week here.
    expect(weekOf(new Date("2026-11-29T23:30:00-00:00"))).toBe("2026-11-23");
    expect(weekOf(new Date("2026-11-30T01:30:00+05:30"))).toBe("2026-11-23");
  });
});

describe("the insights window", () => {
  const window = insightsWindow(new Date("2026-11-25T10:00:00Z"));

  it("holds 26 consecutive Mondays ending with the current week, and counts from the first one's midnight", () => {
    expect(window.weeks).toHaveLength(26);
    expect(window.weeks.at(-1)).toBe("2026-11-23");
    expect(window.weeks[0]).toBe("2026-06-01");
    for (let n = 1; n < window.weeks.length; n++)
      expect(Date.parse(window.weeks[n]!) - Date.parse(window.weeks[n - 1]!)).toBe(7 * 86_400_000);
    expect(window.from).toBe("2026-06-01T00:00:00.000Z");
    expect(window.until).toBe("2026-11-25T10:00:00.000Z");
  });

  it("starts the quarter to date on the quarter's first day, inside the 26 weeks", () => {
    expect(window.quarterStart).toBe("2026-10-01T00:00:00.000Z");
    expect(quarterOf(new Date("2026-03-31T23:59:59Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(quarterOf(new Date("2026-04-01T00:00:00Z")).toISOString()).toBe("2026-04-01T00:00:00.000Z");
    // The longest quarter to date (92 days) still starts after the window does.
    const lateInQuarter = insightsWindow(new Date("2026-12-31T23:59:59Z"));
    expect(lateInQuarter.quarterStart > lateInQuarter.from).toBe(true);
  });
});

describe("fillWeeks", () => {
  it("gives every week of the window a row, with 0 for kinds and weeks without leads, oldest first", () => {
    const weeks = ["2026-11-09", "2026-11-16", "2026-11-23"];
    const rows = fillWeeks(weeks, [
      { week: "2026-11-23", kind: "whitepaper", count: 2 },
      { week: "2026-11-09", kind: "contact", count: 5 },
      { week: "2026-11-23", kind: "contact", count: 1 },
    ]);
    expect(rows).toEqual([
      { week: "2026-11-09", contact: 5, whitepaper: 0 },
      { week: "2026-11-16", contact: 0, whitepaper: 0 },
      { week: "2026-11-23", contact: 1, whitepaper: 2 },
    ]);
  });
});
