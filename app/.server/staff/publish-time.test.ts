import { describe, expect, it } from "vitest";
import { readPublishTime } from "./publish-time";

const NOW = new Date("2026-11-28T10:00:00.000Z");

describe("a scheduled publish's time, as the form sends it", () => {
  it("reads the date and time as UTC, with or without seconds", () => {
    expect(readPublishTime("2026-11-28T14:30", NOW)).toEqual({ ok: true, at: "2026-11-28T14:30:00.000Z" });
    expect(readPublishTime("2026-11-28T10:00:05", NOW)).toEqual({ ok: true, at: "2026-11-28T10:00:05.000Z" });
  });

  it.each([
    [undefined, /Give the date and time/],
    ["tomorrow", /Give the date and time/],
    ["2026-02-30T10:00", /not a date and time on the calendar/],
    ["2026-11-28T25:00", /not a date and time on the calendar/],
    ["2026-11-28T09:59", /has passed/],
    ["2028-01-01T00:00", /up to a year ahead/],
  ])("refuses %s in words", (value, words) => {
    const read = readPublishTime(value, NOW);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(words);
  });
});
