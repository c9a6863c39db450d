import { describe, expect, it } from "vitest";
import { securityTxt } from "./security-txt";

describe("securityTxt", () => {
  const text = securityTxt(new Date("2026-11-23T18:00:00.000Z"), "https://www.lumenor.example");
  const fields = Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );

  it("names the contact and languages from the site configuration", () => {
    expect(fields.Contact).toBe("mailto:security@lumenor.example");
    expect(fields["Preferred-Languages"]).toBe("en");
  });

  it("expires a year after the build, in the RFC 3339 form the RFC asks for", () => {
    expect(fields.Expires).toBe("2027-11-23T18:00:00Z");
  });

  it("gives its canonical address on the site's origin", () => {
    expect(fields.Canonical).toBe("https://www.lumenor.example/.well-known/security.txt");
  });
});
