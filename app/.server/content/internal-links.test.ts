import { describe, expect, it } from "vitest";
import { z } from "zod";
import { brokenLinkReason, internalLinkProblems, markdownLinks } from "./internal-links";
import { validateContent } from "./validate";

const schema = z.object({ cards: z.array(z.object({ title: z.string(), href: z.string() })) });

describe("internal links in content", () => {
  it("fail validation with the file, the field and the link when no page has the address", () => {
    const data = {
      cards: [
        { title: "Governance", href: "/services/data-governance" },
        { title: "Typo", href: "/servces/data-quality" },
      ],
    };
    expect(() => validateContent(schema, data, "content/pages/example.ts")).toThrow(
      'Invalid content in content/pages/example.ts:\n  - cards.1.href: the internal link "/servces/data-quality" leads nowhere: no page has this address',
    );
  });

  it("fail on an entry slug that no collection holds and on an anchor the page does not have", () => {
    expect(brokenLinkReason("/services/data-governanse")).toBe("no page has this address");
    expect(brokenLinkReason("/services#data-servces")).toBe('/services has no element with the id "data-servces"');
    expect(brokenLinkReason("/resources/blogs/no-such-post")).toBe("no page has this address");
  });

  it("pass pages from the route table and every collection, and leave external links alone", () => {
    const data = {
      cards: [
        "/",
        "/contact-us",
        "/services#data-services",
        "/aiservices/document-intelligence",
        "/key-industries/banking",
        "/resources/blogs/ai-governance-model-risk",
        "/resources/webinars",
        "/resources/whitepapers/whitepapers-details/download",
        "/gallery/lakehouse-reference-architecture",
        "/privacy-policy#cookie-policy",
        "/services/",
        "https://example.com/nowhere",
        "mailto:someone@example.com",
      ].map((href) => ({ title: href, href })),
    };
    expect(validateContent(schema, data, "content/pages/example.ts")).toEqual(data);
  });

  it("find a Markdown body's links and HTML anchors", () => {
    const body =
      'See [our governance work](/services/data-governance "Governance") and <a href="/key-industries/bankng">banks</a>, or [this](#section).';
    expect(markdownLinks(body).map((link) => link.href)).toEqual(["/services/data-governance", "#section", "/key-industries/bankng"]);
    expect(internalLinkProblems(markdownLinks(body))).toEqual([
      '  - body: the internal link "/key-industries/bankng" leads nowhere: no page has this address',
    ]);
  });
});
