import { describe, expect, it } from "vitest";
import { leadContactLinks } from "./lead-contact";
import { timeInWords } from "#app/components/staff/lead-labels.ts";

describe("a lead's contact links", () => {
  it("mail the visitor with a subject naming what they asked about, and call their number", () => {
    const contact = {
      email: "priya@harbor.example",
      phone: "4085550142",
      kind: "contact",
      created_at: "2026-11-27T23:30:00.000Z",
    } as const;
    expect(leadContactLinks(contact, undefined)).toEqual({
      mailto: "mailto:priya@harbor.example?subject=Re%3A%20your%20enquiry%20of%2027%20November%202026",
      tel: "tel:4085550142",
    });
    const paper = { email: "dana@northvale.example", phone: "", kind: "whitepaper", created_at: "2026-11-27T09:00:00.000Z" } as const;
    expect(leadContactLinks(paper, "Governance & AI")).toEqual({
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
