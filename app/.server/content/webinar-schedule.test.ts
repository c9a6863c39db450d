import { describe, expect, it } from "vitest";
import { sessionEnd, splitBySchedule } from "./webinar-schedule";

const session = (slug: string, date: string, durationMinutes = 60) => ({ slug, date, durationMinutes });
const slugs = (list: { slug: string }[]) => list.map((each) => each.slug);

describe("splitBySchedule", () => {
  const sessions = [
    session("june", "2026-06-10T15:00:00Z"),
    session("march", "2025-03-12T15:00:00Z"),
    session("december", "2026-12-09T16:00:00Z"),
    session("february", "2027-02-17T16:00:00Z"),
  ];

  it("puts sessions that have ended in past (latest first) and the rest in upcoming (soonest first)", () => {
    const { upcoming, past } = splitBySchedule(sessions, new Date("2026-11-23T12:00:00Z"));
    expect(slugs(upcoming)).toEqual(["december", "february"]);
    expect(slugs(past)).toEqual(["june", "march"]);
  });

  it("keeps a session that is running at build time as upcoming until it ends", () => {
    const running = [session("live", "2026-12-09T16:00:00Z", 45)];
    expect(slugs(splitBySchedule(running, new Date("2026-12-09T16:44:59Z")).upcoming)).toEqual(["live"]);
    expect(slugs(splitBySchedule(running, new Date("2026-12-09T16:45:00Z")).past)).toEqual(["live"]);
  });

  it("answers empty lists when every session is on one side", () => {
    expect(splitBySchedule(sessions, new Date("2020-01-01T00:00:00Z")).past).toEqual([]);
    expect(splitBySchedule(sessions, new Date("2030-01-01T00:00:00Z")).upcoming).toEqual([]);
  });

  it("does not reorder the list it was given", () => {
    splitBySchedule(sessions, new Date("2026-11-23T12:00:00Z"));
    expect(slugs(sessions)).toEqual(["june", "march", "december", "february"]);
  });
});

describe("sessionEnd", () => {
  it("adds the duration to the start", () => {
    expect(sessionEnd(session("x", "2026-06-10T15:00:00Z", 50)).toISOString()).toBe("2026-06-10T15:50:00.000Z");
  });
});
