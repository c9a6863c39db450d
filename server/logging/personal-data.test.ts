import { describe, expect, it } from "vitest";
import { withoutPersonalData } from "./personal-data";

describe("withoutPersonalData", () => {
  it("replaces e-mail addresses, also inside angle brackets as relays quote them", () => {
    expect(withoutPersonalData("550 5.1.1 <priya.raman@harbormutual.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <[email]>: Recipient address rejected",
    );
  });

  it("replaces e-mail addresses whose @ is percent-encoded, double-encoded, an HTML reference or full-width", () => {
    for (const at of ["%40", "%2540", "&#64;", "&#x40;", "\uFF20"]) {
      expect(withoutPersonalData(`from <priya.raman${at}harbormutual.com>`)).toBe("from <[email]>");
    }
  });

  it("shortens IPv4 and IPv6 addresses to their network", () => {
    expect(withoutPersonalData("connect ECONNREFUSED 203.0.113.45:587")).toBe("connect ECONNREFUSED 203.0.113.x:587");
    expect(withoutPersonalData("from 2001:db8:85a3::8a2e:370:7334 now")).toBe("from 2001:x now");
  });

  it("leaves times, versions and lead ids alone", () => {
    const text = "Lead 01JD3K5Q attempt 3 at 2026-11-23T18:45:44.123Z (retry at 18:50:02) failed (TLS 1.3)";
    expect(withoutPersonalData(text)).toBe(text);
  });
});
