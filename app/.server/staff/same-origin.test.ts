import { afterEach, describe, expect, it, vi } from "vitest";
import { readSiteOrigins } from "#shared/origin-rule.ts";
import { requireSameOrigin } from "./same-origin";

const post = (headers: Record<string, string>, method = "POST") => new Request("http://127.0.0.1:4000/staff/sign-out", { method, headers });

/** The answer with the origins the server would read from the (stubbed) environment at start. */
function status(request: Request): number | undefined {
  try {
    requireSameOrigin(request, readSiteOrigins(process.env));
    return undefined;
  } catch (error) {
    return (error as Response).status;
  }
}

afterEach(() => vi.unstubAllEnvs());

describe("requireSameOrigin", () => {
  it("lets a post from this origin through", () => {
    expect(status(post({ origin: "http://127.0.0.1:4000" }))).toBeUndefined();
  });

  it("lets a post from SITE_URL's origin through (the site behind a proxy)", () => {
    vi.stubEnv("SITE_URL", "https://www.lumenor.example/");
    expect(status(post({ origin: "https://www.lumenor.example" }))).toBeUndefined();
  });

  it("refuses another origin, an opaque one, and a look-alike", () => {
    expect(status(post({ origin: "https://evil.example" }))).toBe(403);
    expect(status(post({ origin: "null" }))).toBe(403);
    expect(status(post({ origin: "http://127.0.0.1:4000.evil.example" }))).toBe(403);
  });

  it("without Origin, trusts only Sec-Fetch-Site: same-origin", () => {
    expect(status(post({ "sec-fetch-site": "same-origin" }))).toBeUndefined();
    expect(status(post({ "sec-fetch-site": "same-site" }))).toBe(403);
    expect(status(post({ "sec-fetch-site": "cross-site" }))).toBe(403);
    expect(status(post({}))).toBe(403);
  });

  it("checks every state-changing method, and no safe one", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(status(post({ origin: "https://evil.example" }, method))).toBe(403);
    expect(status(new Request("http://127.0.0.1:4000/staff", { headers: { origin: "https://evil.example" } }))).toBeUndefined();
  });

  it("with SITE_URL set, refuses a post whose Origin matches the Host it was sent to but not SITE_URL; lets EXTRA_ORIGINS through", () => {
    vi.stubEnv("SITE_URL", "https://www.lumenor.example");
    expect(status(post({ origin: "http://127.0.0.1:4000" }))).toBe(403);
    expect(status(post({ origin: "https://staff.lumenor.example" }))).toBe(403);
    vi.stubEnv("EXTRA_ORIGINS", "https://staff.lumenor.example");
    expect(status(post({ origin: "https://staff.lumenor.example" }))).toBeUndefined();
  });
});
