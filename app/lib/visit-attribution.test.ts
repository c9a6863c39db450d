// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberVisitLanding, visitAttribution } from "./visit-attribution";

function visit(path: string, referrer = "") {
  window.history.replaceState(null, "", path);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
}

afterEach(() => sessionStorage.clear());

describe("the visit's first page, kept for the forms", () => {
  it("keeps the first page with its referring site and utm_* values; a later page of the visit does not replace it", () => {
    visit(
      "/services/data-governance?utm_source=linkedin&utm_medium=paid&utm_campaign=q4-governance&gclid=x",
      "https://www.linkedin.com/feed/",
    );
    rememberVisitLanding();
    visit("/contact-us?utm_campaign=other", `${location.origin}/services/data-governance`);
    rememberVisitLanding();
    expect(visitAttribution()).toEqual({
      landingPage: "/services/data-governance",
      landingReferrer: "https://www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "paid",
      utm_campaign: "q4-governance",
    });
  });

  it("names no referrer for a visit from this site itself or with none, and sends this page's own when nothing could be kept", () => {
    visit("/contact-us?utm_campaign=spring", `${location.origin}/`);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("storage refused");
    });
    expect(visitAttribution()).toEqual({ landingPage: "/contact-us", utm_campaign: "spring" });
  });

  it("reads a kept value it cannot use (another version's, or edited by hand) as nothing kept", () => {
    visit("/contact-us?utm_source=newsletter", "https://mail.example/");
    sessionStorage.setItem("visit-landing", JSON.stringify({ landingPage: "/old-shape" }));
    expect(visitAttribution()).toEqual({ landingPage: "/contact-us", landingReferrer: "https://mail.example", utm_source: "newsletter" });
    sessionStorage.setItem("visit-landing", "[not json");
    expect(visitAttribution()).toEqual({ landingPage: "/contact-us", landingReferrer: "https://mail.example", utm_source: "newsletter" });
  });
});
