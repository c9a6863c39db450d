import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

describe("readConfig", () => {
  it("runs on embedded defaults", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.trustProxy).toBe("loopback");
    expect(config.logLevel).toBe("info");
    expect(config.keepAliveTimeoutMs).toBe(65_000);
  });

  it("publishes across instances through CONTENT_GIT_REMOTE, a path or URL git can never read as an option", () => {
    expect(readConfig({}).contentGitRemote).toBeUndefined();
    expect(readConfig({ CONTENT_GIT_REMOTE: "/srv/shared/content.git" }).contentGitRemote).toBe("/srv/shared/content.git");
    expect(readConfig({ CONTENT_GIT_REMOTE: "git@github.com:firm/site-content.git" }).contentGitRemote).toBe(
      "git@github.com:firm/site-content.git",
    );
    expect(() => readConfig({ CONTENT_GIT_REMOTE: "--upload-pack=touch /tmp/x" })).toThrow(ConfigError);
    expect(() => readConfig({ CONTENT_GIT_REMOTE: "/srv/shared content.git" })).toThrow(/CONTENT_GIT_REMOTE must be/);
  });

  it("unlocks /metrics only with a METRICS_TOKEN long enough not to be guessed", () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: "a-long-operator-token" }).metricsToken).toBe("a-long-operator-token");
    for (const value of ["short", "has spaces in the token"])
      expect(() => readConfig({ METRICS_TOKEN: value })).toThrow(/^METRICS_TOKEN must be/);
  });

  it("serves /metrics on its own internal port with METRICS_PORT, bound to 127.0.0.1 unless METRICS_HOST says otherwise", () => {
    expect(readConfig({}).metricsListener).toBeUndefined();
    expect(readConfig({ METRICS_PORT: "9464" }).metricsListener).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(readConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.7" }).metricsListener).toEqual({ port: 9464, host: "10.0.0.7" });
    for (const value of ["0", "65536", "metrics", "94.64"])
      expect(() => readConfig({ METRICS_PORT: value })).toThrow(/^METRICS_PORT must be a whole number/);
    expect(() => readConfig({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/^METRICS_PORT must differ from PORT/);
  });

  it("samples Web Vitals beacons at VITALS_SAMPLE_RATE (every view by default) and limits them per client", () => {
    expect(readConfig({}).vitals).toEqual({ sampleRate: 1, ratePerMinute: 30, retentionDays: 400 });
    expect(readConfig({ VITALS_SAMPLE_RATE: "0.1", VITALS_RATE_PER_MINUTE: "120", VITALS_RETENTION_DAYS: "90" }).vitals).toEqual({
      sampleRate: 0.1,
      ratePerMinute: 120,
      retentionDays: 90,
    });
    expect(readConfig({ VITALS_SAMPLE_RATE: "0" }).vitals.sampleRate).toBe(0);
    for (const value of ["1.5", "-0.1", "10%", "half", "1e-1"])
      expect(() => readConfig({ VITALS_SAMPLE_RATE: value })).toThrow(/^VITALS_SAMPLE_RATE must be a share from 0 to 1/);
    for (const value of ["0", "2.5", "many"])
      expect(() => readConfig({ VITALS_RATE_PER_MINUTE: value })).toThrow(/^VITALS_RATE_PER_MINUTE must be/);
    for (const value of ["0", "30.5", "-1", "a year"])
      expect(() => readConfig({ VITALS_RETENTION_DAYS: value })).toThrow(/^VITALS_RETENTION_DAYS must be a whole number of days/);
  });

  it("keeps idle connections open as long as KEEP_ALIVE_TIMEOUT_MS says, within sane bounds", () => {
    expect(readConfig({ KEEP_ALIVE_TIMEOUT_MS: "120000" }).keepAliveTimeoutMs).toBe(120_000);
    for (const value of ["0", "999", "600001", "65s", "-1", "1e5", "65000.5"]) {
      expect(() => readConfig({ KEEP_ALIVE_TIMEOUT_MS: value })).toThrow(ConfigError);
      expect(() => readConfig({ KEEP_ALIVE_TIMEOUT_MS: value })).toThrow(/^KEEP_ALIVE_TIMEOUT_MS must be/);
    }
  });

  it("trusts the proxy the deployer names, so limits see visitors' own addresses", () => {
    expect(readConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it.each([
    ["1", 1],
    ["2", 2],
    ["0", 0],
    ["true", true],
    ["false", false],
    ["loopback", "loopback"],
    ["loopback, linklocal, uniquelocal", "loopback,linklocal,uniquelocal"],
    ["10.0.0.1, 192.168.0.0/16, fd00::/8, 172.16.0.0/255.240.0.0", "10.0.0.1,192.168.0.0/16,fd00::/8,172.16.0.0/255.240.0.0"],
  ])("reads TRUST_PROXY=%s as Express's %o", (value, setting) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(setting);
  });

  it.each(["yes", "TRUE", "1.5", "10.0.0.1,", "10.0.0.0/33", "proxy.example", "-1"])(
    "refuses TRUST_PROXY=%s, naming the variable",
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be/);
    },
  );

  it("stops with a message naming the bad variable", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
    expect(() => readConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => readConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
