import { describe, expect, it } from "vitest";
import { parseAnnouncement } from "./publish-announcements";

describe("parseAnnouncement", () => {
  it("reads a publish's commit and id, and ignores any other payload", () => {
    const commit = "a".repeat(40);
    expect(parseAnnouncement(JSON.stringify({ commit, publishId: "20261128T1-abc" }))).toEqual({ commit, publishId: "20261128T1-abc" });
    expect(parseAnnouncement(JSON.stringify({ commit: "HEAD", publishId: "x" }))).toBeUndefined();
    expect(parseAnnouncement(JSON.stringify({ commit }))).toBeUndefined();
    expect(parseAnnouncement("not json")).toBeUndefined();
    expect(parseAnnouncement(undefined)).toBeUndefined();
  });
});
