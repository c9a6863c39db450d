import { describe, expect, it } from "vitest";
import { createSignedLinks } from "./signed-link";
import { withLastCharacterChanged } from "#tests/fixtures/tamper.ts";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const parse = (link: string) => {
  const url = new URL(link, "http://site.test");
  return { path: url.pathname, expires: url.searchParams.get("expires"), sig: url.searchParams.get("sig") };
};

describe("signed whitepaper links", () => {
  let now = 1_800_000_000_000;
  const links = createSignedLinks(secret, 15 * 60_000, () => now);

  it("point at the paper's file and are accepted until they expire 15 minutes later", () => {
    const { path, expires, sig } = parse(links.link("whitepapers-details"));
    expect(path).toBe("/resources/whitepapers/whitepapers-details/download/file");
    expect(Number(expires)).toBe(now + 15 * 60_000);
    expect(links.check("whitepapers-details", expires, sig)).toBe("valid");
    now += 15 * 60_000;
    expect(links.check("whitepapers-details", expires, sig)).toBe("valid");
    now += 1;
    expect(links.check("whitepapers-details", expires, sig)).toBe("expired");
    now -= 15 * 60_000 + 1;
  });

  it("refuse a changed expiry, signature, keyword or secret", () => {
    const { expires, sig } = parse(links.link("whitepapers-details"));
    expect(links.check("whitepapers-details", String(Number(expires) + 60_000), sig)).toBe("invalid");
    expect(links.check("whitepapers-details", expires, withLastCharacterChanged(sig!))).toBe("invalid");
    expect(links.check("whitepapers-details-legacy", expires, sig)).toBe("invalid");
    expect(createSignedLinks(`${secret}x`, 15 * 60_000, () => now).check("whitepapers-details", expires, sig)).toBe("invalid");
  });

  it("refuse missing or malformed parameters without throwing", () => {
    for (const [expires, sig] of [
      [null, null],
      ["", ""],
      ["soon", "x"],
      ["1".repeat(40), "x"],
      ["123", "not base64url!"],
      ["123", "a".repeat(500)],
    ] as const) {
      expect(links.check("whitepapers-details", expires, sig)).toBe("invalid");
    }
  });
});
