import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

describe("readConfig", () => {
  it("runs on embedded defaults", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.trustProxy).toBe("loopback");
    expect(config.logLevel).toBe("info");
  });

  it("trusts the proxy the deployer names, so limits see visitors' own addresses", () => {
    expect(readConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
    expect(() => readConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => readConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
