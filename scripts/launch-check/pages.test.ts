import { describe, expect, it } from "vitest";
import { pagesShowing, visibleText } from "./pages";

describe("launch check: finding text on built pages", () => {
  it("reads what a visitor reads, link addresses and meta descriptions, never scripts or comments", () => {
    const html = `<html><head><title>Home</title><meta name="description" content="We reply within one business day"><script>var x = "in a script only";</script></head>
      <body><p>97&nbsp;%&nbsp;on time &amp; <strong>ISO/IEC&#x20;27001:2022</strong>
      certified</p><!-- a comment only --><a href="mailto:hello@acme.example">Write</a></body></html>`;
    const text = visibleText(html);
    expect(text).toContain("97 % on time & ISO/IEC 27001:2022 certified");
    expect(text).toContain("mailto:hello@acme.example");
    expect(text).toContain("We reply within one business day");
    expect(text).not.toContain("in a script only");
    expect(text).not.toContain("a comment only");
  });

  it("matches a quote however the page breaks its lines", () => {
    const pages = [
      { route: "/", text: "97 % on time" },
      { route: "/about", text: "nothing here" },
    ];
    expect(pagesShowing(["97\u00a0%\non time"], pages)).toEqual(["/"]);
    expect(pagesShowing(["absent"], pages)).toEqual([]);
  });
});
