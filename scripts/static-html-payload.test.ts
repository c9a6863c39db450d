import { describe, expect, it } from "vitest";
import { dropStaticHtmlFromPayload } from "./static-html-payload";

const body = `<h2 id="a">Heading</h2><p>${"A long paragraph of policy text. ".repeat(10)}</p>`;
const shortHtml = "<p>short</p>";

// A page as React Router pre-renders it: the body in the document and in the inline payload.
function page(values: unknown[], documentBody = body) {
  const text = `${JSON.stringify(values)}\n`;
  const literal = JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<main><div class="prose" data-static-html="">${documentBody}</div></main><script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
}

const payloadValues = (html: string) => {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)![1]!;
  return JSON.parse((JSON.parse(literal) as string).split("\n")[0]!) as unknown[];
};

describe("dropStaticHtmlFromPayload", () => {
  it("empties a body that the document already holds in a data-static-html element", () => {
    const out = dropStaticHtmlFromPayload(page(["loaderData", { _1: 2 }, "html", body]));
    expect(payloadValues(out)).toEqual(["loaderData", { _1: 2 }, "html", ""]);
    expect(out).toContain(`data-static-html="">${body}</div>`);
  });

  it("keeps strings that are not such a body: short, plain text, or absent from the document", () => {
    const plain = "x".repeat(300);
    const elsewhere = `<p>${"not in the page ".repeat(20)}</p>`;
    const values = ["html", shortHtml, plain, elsewhere];
    expect(payloadValues(dropStaticHtmlFromPayload(page(values)))).toEqual(values);
  });

  it("empties JSON-LD that the document already holds as a data block, and keeps other JSON strings", () => {
    const jsonLd = JSON.stringify({ "@context": "https://schema.org", "@type": "Organization", description: "x".repeat(200) });
    const otherJson = JSON.stringify({ note: "y".repeat(250) });
    const html = page(["jsonLd", jsonLd, "other", otherJson]).replace(
      "<main>",
      `<main><script type="application/ld+json">${jsonLd}</script>`,
    );
    expect(payloadValues(dropStaticHtmlFromPayload(html))).toEqual(["jsonLd", "", "other", otherJson]);
  });

  it("leaves a page without a payload, or with one it cannot read, as it is", () => {
    const noPayload = "<main><p>hello</p></main>";
    expect(dropStaticHtmlFromPayload(noPayload)).toBe(noPayload);
    const unreadable = `<script>window.__reactRouterContext.streamController.enqueue("not json");</script>`;
    expect(dropStaticHtmlFromPayload(unreadable)).toBe(unreadable);
  });
});
