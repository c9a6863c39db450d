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
