import { describe, expect, it } from "vitest";
import { configuredHosts, ownOrigins, postOrigin, readSiteOrigins, refusedAsPublicPost, refusedAsStaffPost } from "./origin-rule";

const headers = (values: Record<string, string>) => new Headers(values);
const SITE = { site: "https://www.lumenor.example", extra: ["https://staff.lumenor.example"] };
const own = ownOrigins(SITE, "http://10.0.0.5:3000/staff/sign-out");

describe("the origin rule", () => {
  it("takes this site's origins from SITE_URL and EXTRA_ORIGINS, never from the request's Host", () => {
    expect(own).toEqual(["https://www.lumenor.example", "https://staff.lumenor.example"]);
    expect(postOrigin(headers({ origin: "http://10.0.0.5:3000" }), own)).toBe("other-site");
    expect(postOrigin(headers({ origin: "https://www.lumenor.example" }), own)).toBe("this-site");
    expect(postOrigin(headers({ origin: "https://staff.lumenor.example" }), own)).toBe("this-site");
  });

  it("counts the addressed origin only while SITE_URL is unset (development and tests)", () => {
    expect(ownOrigins({ extra: [] }, "http://127.0.0.1:4000/x")).toEqual(["http://127.0.0.1:4000"]);
  });

  it("without Origin, trusts Sec-Fetch-Site: same-origin only; neither header states nothing", () => {
    expect(postOrigin(headers({ "sec-fetch-site": "same-origin" }), own)).toBe("this-site");
    expect(postOrigin(headers({ "sec-fetch-site": "same-site" }), own)).toBe("other-site");
    expect(postOrigin(headers({ "sec-fetch-site": "cross-site" }), own)).toBe("other-site");
    expect(postOrigin(headers({ "sec-fetch-site": "none" }), own)).toBe("unstated");
    expect(postOrigin(headers({}), own)).toBe("unstated");
    expect(postOrigin(headers({ origin: "null" }), own)).toBe("other-site");
  });

  it("refuses a staff post unless it comes from this site, and a public post only when it shows another site", () => {
    expect([refusedAsStaffPost("this-site"), refusedAsStaffPost("unstated"), refusedAsStaffPost("other-site")]).toEqual([
      false,
      true,
      true,
    ]);
    expect([refusedAsPublicPost("this-site"), refusedAsPublicPost("unstated"), refusedAsPublicPost("other-site")]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("reads the configuration, naming the variable of a bad value", () => {
    expect(
      readSiteOrigins({ SITE_URL: "https://www.lumenor.example/x", EXTRA_ORIGINS: " https://staff.lumenor.example/ , http://a.b:81" }),
    ).toEqual({
      site: "https://www.lumenor.example",
      extra: ["https://staff.lumenor.example", "http://a.b:81"],
    });
    expect(readSiteOrigins({})).toEqual({ site: undefined, extra: [] });
    expect(() => readSiteOrigins({ EXTRA_ORIGINS: "staff.lumenor.example" })).toThrow(/^EXTRA_ORIGINS must be an absolute http\(s\) URL/);
    expect(() => readSiteOrigins({ EXTRA_ORIGINS: "ftp://x.example" })).toThrow(/^EXTRA_ORIGINS must use http or https/);
  });

  it("gives React Router the configured hosts to let through", () => {
    expect(configuredHosts(SITE)).toEqual(["www.lumenor.example", "staff.lumenor.example"]);
    expect(configuredHosts({ extra: [] })).toEqual([]);
  });
});
