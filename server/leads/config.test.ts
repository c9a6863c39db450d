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
