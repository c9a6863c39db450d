import { describe, expect, it } from "vitest";
import { previewDocument } from "./preview-document";

const page = `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>
<script>(function(){document.documentElement.dataset.x="1"})()</script>
<noscript><link rel="stylesheet" href="/assets/fonts.css"/></noscript>
<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="preload" as="script" href="/assets/chunk.js"/>
<script type="application/ld+json">{"@type":"Article"}</script></head>
<body><a href="#main">Skip</a><header class="fixed top-0">Menu</header><main id="main"><h1>Title</h1></main>
<script>window.__reactRouterContext = {"a":"</scr"+"ipt>"};</script>
<script type="module" async="">import "/assets/entry.client.js";</script>
<SCRIPT src="/assets/other.js"></SCRIPT ></body></html>`;

const preview = (html = page) => previewDocument(html, { banner: "<aside>Preview</aside>", bodyClass: "[&>header]:top-10" });

describe("previewDocument", () => {
  it("removes every script, data block and script preload", () => {
    const html = preview();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("shows what the page holds for browsers without scripts", () => {
    expect(preview()).toContain('<link rel="stylesheet" href="/assets/fonts.css"/>');
    expect(preview()).not.toContain("noscript");
  });

  it("puts the banner first in the body, with the body's class escaped for an attribute", () => {
    expect(preview()).toContain('<body class="[&amp;&gt;header]:top-10"><aside>Preview</aside><a href="#main">');
  });

  it("adds the class to a body that already has one", () => {
    expect(preview('<html><body class="dark" id="b"><p>x</p></body></html>')).toBe(
      '<html><body class="[&amp;&gt;header]:top-10 dark" id="b"><aside>Preview</aside><p>x</p></body></html>',
    );
  });

  it("keeps the page's text and markup otherwise", () => {
    expect(preview()).toContain('<main id="main"><h1>Title</h1></main>');
  });
});
