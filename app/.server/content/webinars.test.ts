import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { webinarEventJsonLd } from "#app/lib/event-json-ld.ts";
import { site } from "./site";
import { getWebinarPage, getWebinarsList, validateWebinars, webinarPaths } from "./webinars";
import { readCollection } from "./content-files";

const webinars = readCollection("webinars");

const clone = () => structuredClone(webinars);

describe("webinars content", () => {
  it("validates, and each webinar has its own pre-rendered page", () => {
    expect(validateWebinars(webinars)).toHaveLength(webinars.length);
    expect(webinarPaths()).toContain("/resources/webinars/data-governance-that-stands-up-to-an-audit");
  });

  it("refuses an industry or service slug outside the cross-reference graph", () => {
    const broken = clone();
    broken[0]!.industries = ["banking", "bankng"];
    broken[1]!.services = ["mdm"];
    expect(() => validateWebinars(broken)).toThrow(
      /data-governance-that-stands-up-to-an-audit\.industries\.1: no industry has the slug "bankng"/,
    );
    broken[0]!.industries = ["banking"];
    expect(() => validateWebinars(broken)).toThrow(
      /one-patient-one-record-matching-and-consent\.services\.0: no service or AI offering has the slug "mdm"/,
    );
  });

  it("refuses a speaker list without a speaker and a start time without a time zone", () => {
    const broken = clone();
    broken[0]!.speakers = [];
    broken[1]!.date = "2025-10-15 17:00";
    expect(() => validateWebinars(broken)).toThrow(/0\.speakers[\s\S]*1\.date/);
  });

  it("lists sessions as upcoming or past relative to the build's date", () => {
    const list = getWebinarsList(new Date("2026-11-23T12:00:00Z"));
    expect(list.upcoming.map((each) => each.slug)).toEqual([
      "moving-to-microsoft-fabric-without-losing-trust-in-the-numbers",
      "modernising-a-core-system-one-capability-at-a-time",
    ]);
    expect(list.past[0]!.slug).toBe("document-intelligence-from-pilot-to-production");
    expect(list.past.every((each) => each.past)).toBe(true);
    expect(list.upcoming[0]!.when).toBe("Wednesday 9 December 2026, 16:00 UTC");
  });

  it("gives a past session its summary and an upcoming one none", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const past = getWebinarPage("data-governance-that-stands-up-to-an-audit", now)!;
    expect(past.summary!.length).toBeGreaterThan(1);
    expect(JSON.parse(past.breadcrumbs.jsonLd)["@type"]).toBe("BreadcrumbList");

    const upcoming = getWebinarPage("modernising-a-core-system-one-capability-at-a-time", now)!;
    expect(upcoming.summary).toBeNull();
    expect(upcoming.cta.action.href).toBe("/contact-us");
    expect(getWebinarPage("no-such-webinar", now)).toBeNull();
  });

  it("labels sample sessions as samples and never publishes one as a schema.org Event", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const list = getWebinarsList(now);
    expect([...list.upcoming, ...list.past].every((each) => each.sample)).toBe(true);
    expect(list.page.sampleNotice).toMatch(/^Example sessions showing the format/);
    const sample = getWebinarPage("data-governance-that-stands-up-to-an-audit", now)!;
    expect(sample.session.sample).toBe(true);
    expect(sample.jsonLd).toBeNull();
  });

  it("describes a real session as a schema.org online Event", () => {
    const event = JSON.parse(
      webinarEventJsonLd(
        {
          name: "A session",
          description: "What it covers",
          path: "/resources/webinars/a-session",
          startDate: "2025-03-12T15:00:00Z",
          endDate: "2025-03-12T16:00:00Z",
        },
        site,
        "https://example.com",
      ),
    );
    expect(event).toMatchObject({
      "@type": "Event",
      startDate: "2025-03-12T15:00:00Z",
      endDate: "2025-03-12T16:00:00Z",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      organizer: { "@type": "Organization" },
    });
  });
});

describe("the sample sessions' switch", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("leaves sample sessions off the list and unbuilt when set to hidden, and keeps real ones", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "webinars-hidden-"));
    cpSync(path.resolve("content"), root, { recursive: true });
    const switchFile = path.join(root, "pages/sample-content.yaml");
    writeFileSync(switchFile, readFileSync(switchFile, "utf8").replace(/^webinars: examples$/m, "webinars: hidden"));
    const realOne = path.join(root, "webinars/data-governance-that-stands-up-to-an-audit.yaml");
    writeFileSync(realOne, readFileSync(realOne, "utf8").replace(/^sample: true$/m, "sample: false"));
    vi.stubEnv("CONTENT_ROOT", root);
    vi.resetModules();
    const hidden = await import("./webinars");

    expect(hidden.webinarPaths()).toEqual(["/resources/webinars/data-governance-that-stands-up-to-an-audit"]);
    const list = hidden.getWebinarsList(new Date("2026-11-23T12:00:00Z"));
    expect([...list.upcoming, ...list.past].map((each) => each.slug)).toEqual(["data-governance-that-stands-up-to-an-audit"]);
    expect(hidden.getWebinarPage("moving-to-microsoft-fabric-without-losing-trust-in-the-numbers")).toBeNull();
    rmSync(root, { recursive: true, force: true });
  });
});
