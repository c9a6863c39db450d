import { describe, expect, it } from "vitest";
import { salesPitchReason, salesPitchVerdict } from "./sales-pitch-rule";
import { spamReasonInWords } from "./spam-reason-words";

// Written for these tests in the shapes such mail takes; no real sender or business.
const PITCHES = [
  "Hi, I was checking your website and noticed it is not on page one of Google for your main keywords. Our SEO team can get you there in 90 days. See our results: https://rank-fast.example/case-studies",
  "We offer high quality backlinks from DA 50+ sites and guest posts on tech blogs. Price list: http://links4u.example/prices http://links4u.example/order",
  "Dear website owner, want to boost your website traffic? Our affordable rates start at $99. Reply STOP to opt out.",
  "Search engine optimization packages that help you rank higher. www.topseo.example",
];

const ENQUIRIES = [
  "We are consolidating three claims warehouses and want an outside view on governance before we migrate. Our current data catalogue is at https://catalogue.harbor-mutual.example.",
  "Our tender for a data platform partner is published at https://procurement.county.example/tenders/4471 and https://procurement.county.example/faq. Closing date is 12 January.",
  "Could you help us improve search across our product documentation? Customers cannot find answers on our help site.",
  "We want to rank our suppliers by risk using our ERP data. Is this something your analytics team does?",
  "Our marketing team wants to understand which campaigns drive qualified leads. We use Google Analytics and HubSpot.",
];

describe("the sales-pitch rule", () => {
  it.each(PITCHES)("holds back a search-engine or web-agency pitch: %s", (message) => {
    const verdict = salesPitchVerdict(message);
    expect(verdict.spam).toBe(true);
    expect(verdict.reasons.join(" ")).toMatch(/says “/);
  });

  it.each(ENQUIRIES)("lets a genuine enquiry through, links and all: %s", (message) => {
    expect(salesPitchVerdict(message).spam).toBe(false);
  });

  it("says why, in words the lead page shows", () => {
    expect(salesPitchReason(PITCHES[0]!)).toBe(
      "it reads as a sales pitch (1 link; says “page one of Google”, “SEO services”, “looked at your website”)",
    );
  });
});

describe("a spam reason in words", () => {
  it("explains each stored reason, working out a pitch's again from its message", () => {
    expect(spamReasonInWords("too-fast", "")).toBe("it was sent faster than a person can fill in the form");
    expect(spamReasonInWords("sales-pitch", PITCHES[3]!)).toBe("it reads as a sales pitch (1 link; says “ranking higher”, “SEO services”)");
    expect(spamReasonInWords(null, "")).toBe("not recorded");
  });
});
