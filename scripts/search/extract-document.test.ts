import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract-document";

const page = (main: string) => `<html><head><title>Banking | Lumenor</title></head><body><main>${main}</main></body></html>`;

describe("extractDocument", () => {
  it("keeps the page's own words and leaves out the furniture other pages repeat", () => {
    const document = extractDocument(
      "/key-industries/banking",
      page(`
        <h1>Banking</h1>
        <section aria-labelledby="toc-title"><h2 id="toc-title">On this page</h2><a href="#kyc">KYC and fraud</a></section>
        <section aria-labelledby="kyc-title"><h2 id="kyc-title">KYC and fraud</h2><p>Screening that analysts trust.</p></section>
        <section aria-labelledby="industry-services-title"><h2 id="industry-services-title">The services behind this work</h2><p>Data Governance</p></section>
        <section aria-labelledby="industry-cta-title"><h2 id="industry-cta-title">Talk to an expert</h2></section>
        <section aria-labelledby="cta-title"><h2 id="cta-title">Start a conversation</h2></section>
        <aside aria-labelledby="glance-title"><h2 id="glance-title">At a glance</h2><p>Four to eight weeks.</p></aside>
        <aside><h2>Related services</h2><a href="/gallery">Back to the gallery</a></aside>`),
    );
    expect(document?.body).toContain("Screening that analysts trust.");
    expect(document?.body).toContain("Four to eight weeks.");
    expect(document?.headings.split("\n")).toEqual(["KYC and fraud", "At a glance"]);
    for (const furniture of ["On this page", "services behind", "Talk to an expert", "Start a conversation", "Back to the gallery"])
      expect(document?.body).not.toContain(furniture);
  });
});
