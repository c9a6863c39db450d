import { describe, expect, it } from "vitest";
import { leadContactLinks } from "./lead-contact";
import { timeInWords } from "#app/components/staff/lead-labels.ts";

describe("a lead's contact links", () => {
  it("mail the visitor with a subject naming what they asked about, and call their number", () => {
    expect(leadContactLinks({ email: "priya@harbor.example", phone: "4085550142", kind: "contact" }, undefined)).toEqual({
      mailto: "mailto:priya@harbor.example?subject=Your%20enquiry%20on%20our%20website",
      tel: "tel:4085550142",
    });
    expect(leadContactLinks({ email: "dana@northvale.example", phone: "", kind: "whitepaper" }, "Governance & AI")).toEqual({
      mailto: "mailto:dana@northvale.example?subject=The%20whitepaper%20you%20downloaded%3A%20Governance%20%26%20AI",
      tel: null,
    });
  });
});

describe("timeInWords", () => {
  it("says an ISO time in words, in UTC, and leaves what is not a time as it is", () => {
    expect(timeInWords("2026-11-28T04:30:59.000Z")).toBe("Saturday 28 November 2026 at 04:30 UTC");
    expect(timeInWords("2026-01-05T23:05:00.000Z")).toBe("Monday 5 January 2026 at 23:05 UTC");
    expect(timeInWords("not a time")).toBe("not a time");
  });
});
