import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";
import { SECURITY_HEADERS } from "./security-headers";
import { cdnOrigin, headersFile, redirectsFile } from "./static-host";

/** The `_headers` file as path -> header name -> value. */
function parse(file: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const block of file.trim().split("\n\n")) {
    const [path = "", ...lines] = block.split("\n");
    rules.set(
      path,
      Object.fromEntries(lines.map((line) => [line.trim().slice(0, line.trim().indexOf(":")), line.slice(line.indexOf(":") + 2)])),
    );
  }
  return rules;
}

describe("headersFile", () => {
  const manifest = {
    "/": { file: "index.html", scriptHashes: ["'sha256-abc'"] },
    "/contact-us": { file: "contact-us/index.html", scriptHashes: [] },
  };
  const rules = parse(headersFile(manifest));

  it("puts the server's security headers on every path", () => {
    expect(rules.get("/*")).toEqual(SECURITY_HEADERS);
  });

  it("gives each page the CSP the server sends for it, at its address with and without the slash", () => {
    expect(rules.get("/")?.["Content-Security-Policy"]).toBe(contentSecurityPolicy(["'sha256-abc'"]));
    expect(rules.get("/contact-us")?.["Content-Security-Policy"]).toBe(contentSecurityPolicy([]));
    expect(rules.get("/contact-us/")).toEqual(rules.get("/contact-us"));
  });

  it("caches hashed assets for a year and has pages revalidated", () => {
    expect(rules.get("/assets/*")?.["Cache-Control"]).toMatch(/max-age=31536000, immutable/);
    expect(rules.get("/")?.["Cache-Control"]).toBe("no-cache");
  });

  it("keeps the staff area out of every cache and index, at /staff and below", () => {
    expect(rules.get("/staff")).toEqual({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    expect(rules.get("/staff/*")).toEqual(rules.get("/staff"));
  });

  it("never sets one header in two rules that match the same path (hosts would join them)", () => {
    const everywhere = Object.keys(rules.get("/*") ?? {});
    for (const [path, headers] of rules)
      if (path !== "/*") expect(Object.keys(headers).filter((name) => everywhere.includes(name))).toEqual([]);
  });
});

describe("redirectsFile", () => {
  it("proxies a whole folder given as /* (the staff area), leaving out its own action routes", () => {
    expect(redirectsFile("https://app.lumenor.example", ["/staff/sign-out", "/contact-us"], ["/staff/*"]).trim().split("\n")).toEqual([
      "/api/*  https://app.lumenor.example/api/:splat  200",
      "/staff/*  https://app.lumenor.example/staff/:splat  200",
      "/contact-us  https://app.lumenor.example/contact-us  200",
      "/contact-us.data  https://app.lumenor.example/contact-us.data  200",
    ]);
  });

  it("proxies the API and each route taking form posts (and its .data twin) to the instances", () => {
    expect(redirectsFile("https://app.lumenor.example", ["/contact-us", "/api/sendMail"]).trim().split("\n")).toEqual([
      "/api/*  https://app.lumenor.example/api/:splat  200",
      "/contact-us  https://app.lumenor.example/contact-us  200",
      "/contact-us.data  https://app.lumenor.example/contact-us.data  200",
    ]);
  });

  it("also proxies the routes only the server answers, such as signed download links", () => {
    expect(redirectsFile("https://app.lumenor.example", [], ["/resources/whitepapers/:keyword/download/file"]).trim().split("\n")).toEqual([
      "/api/*  https://app.lumenor.example/api/:splat  200",
      "/resources/whitepapers/:keyword/download/file  https://app.lumenor.example/resources/whitepapers/:keyword/download/file  200",
    ]);
  });
});

describe("cdnOrigin", () => {
  it("keeps the origin of a URL and refuses anything that is not http(s)", () => {
    expect(cdnOrigin("https://app.lumenor.example/")).toBe("https://app.lumenor.example");
    expect(() => cdnOrigin("ftp://x")).toThrow(/CDN_ORIGIN/);
    expect(() => cdnOrigin("app.lumenor.example")).toThrow(/CDN_ORIGIN/);
  });
});
