import { describe, expect, it } from "vitest";
import { LeadConfigError, readLeadConfig } from "./config";

describe("readLeadConfig SITE_URL", () => {
  it("is the canonical origin, as env.ts parses it for the pages", () => {
    expect(readLeadConfig({ SITE_URL: "https://www.example.com/some/path?q=1" }).siteUrl).toBe("https://www.example.com");
    expect(readLeadConfig({}).siteUrl).toBeUndefined();
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => readLeadConfig({ SITE_URL: "ftp://x" })).toThrow(LeadConfigError);
    expect(() => readLeadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});

describe("readLeadConfig EXTRA_ORIGINS", () => {
  it("reads further origins of the site, and stops on a bad one naming the variable", () => {
    expect(readLeadConfig({ EXTRA_ORIGINS: "https://staff.example.com/, http://127.0.0.1:4173" }).extraOrigins).toEqual([
      "https://staff.example.com",
      "http://127.0.0.1:4173",
    ]);
    expect(readLeadConfig({}).extraOrigins).toEqual([]);
    expect(() => readLeadConfig({ EXTRA_ORIGINS: "staff.example.com" })).toThrow(LeadConfigError);
    expect(() => readLeadConfig({ EXTRA_ORIGINS: "staff.example.com" })).toThrow(/^EXTRA_ORIGINS must be an absolute/);
  });
});

describe("readLeadConfig SITE_CLOCK_OFFSET_DAYS", () => {
  it("moves the inbox's days outside production, and is refused in production with the variable named", () => {
    expect(readLeadConfig({}).clockOffsetDays).toBe(0);
    expect(readLeadConfig({ SITE_CLOCK_OFFSET_DAYS: "3", NODE_ENV: "test" }).clockOffsetDays).toBe(3);
    expect(readLeadConfig({ SITE_CLOCK_OFFSET_DAYS: "-2" }).clockOffsetDays).toBe(-2);
    expect(() => readLeadConfig({ SITE_CLOCK_OFFSET_DAYS: "3", NODE_ENV: "production" })).toThrow(
      /^SITE_CLOCK_OFFSET_DAYS is for tests only/,
    );
    expect(() => readLeadConfig({ SITE_CLOCK_OFFSET_DAYS: "1.5" })).toThrow(LeadConfigError);
    expect(() => readLeadConfig({ SITE_CLOCK_OFFSET_DAYS: "99999" })).toThrow(/^SITE_CLOCK_OFFSET_DAYS must be a whole number/);
  });
});
