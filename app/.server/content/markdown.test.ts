import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { hostileBodies } from "#tests/fixtures/hostile-bodies.ts";
import { contentRoot } from "./content-root";
import { renderMarkdown } from "./markdown";

/** Every element the renderer may write, with the attributes it may carry: nothing else may reach a page. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  h1: ["id"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
  strong: [],
  em: [],
  del: [],
  code: ["class"],
  a: ["href", "title", "target", "rel"],
  ul: [],
  ol: ["start"],
  li: [],
  blockquote: [],
  pre: [],
  hr: [],
  br: [],
  wbr: [],
  div: ["class", "role", "tabindex", "aria-label"],
  table: ["data-stack"],
  thead: [],
  tbody: [],
  tr: [],
  th: ["scope", "data-align"],
  td: ["data-label", "data-align"],
};

/** The body as a browser reads the HTML: what elements, attributes and link targets it would act on. */
function parsed(html: string) {
  const template = new JSDOM("").window.document.createElement("template");
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll("*")];
  return {
    text: template.content.textContent ?? "",
    foreign: elements.flatMap((element) => {
      const name = element.localName;
      const allowed = ALLOWED[name];
      if (!allowed) return [`<${name}>`];
      return element.getAttributeNames().flatMap((attribute) => (allowed.includes(attribute) ? [] : [`<${name} ${attribute}>`]));
    }),
    hrefs: elements.flatMap((element) => (element.hasAttribute("href") ? [element.getAttribute("href")!] : [])),
  };
}

describe("renderMarkdown: a body is data, never code", () => {
  it.each(hostileBodies)("$name reaches the page as text only", ({ body, shown }) => {
    const { html } = renderMarkdown(body);
    const page = parsed(html);
    expect(page.foreign).toEqual([]);
    // A bare web address in the pasted HTML may link (as any bare address does); nothing else may.
    expect(page.hrefs.filter((href) => !/^https:\/\/evil\.example\//.test(href))).toEqual([]);
    expect(page.text).toContain(shown);
  });

  it("writes no link with a refused scheme, however it is spelt or set", () => {
    const body = [
      "[a](JaVaScRiPt:alert(1)) [b]( javascript:alert(1)) [c](ftp://files.example) [d](file:///etc/passwd)",
      // An annotation sets nothing on a link (the paragraph takes it, and the renderer reads no annotation).
      '[e](/ok) {% href="javascript:alert(1)" %}',
      "<javascript:alert(1)> <data:text/html,hi>",
      "[f](/contact-us) [g](#top) [h](https://example.com) [i](mailto:sales@example.com) [j](tel:+15551234567)",
    ].join("\n\n");
    const page = parsed(renderMarkdown(body).html);
    expect(page.foreign).toEqual([]);
    expect(page.hrefs).toEqual(["/ok", "/contact-us", "#top", "https://example.com", "mailto:sales@example.com", "tel:+15551234567"]);
  });

  it("writes no attribute an author sets with an annotation, and no element for tags it does not know", () => {
    const body = [
      'Para {% .evil #evil onclick="alert(1)" %}',
      '## Heading {% #good onclick="alert(1)" style="x" %}',
      '{% if true %}Shown{% /if %} {% partial file="x" /%}',
      "![picture](/logo.png)",
      '## Level {% level="1 onclick=alert(1)" %}',
      '```js {% language="js motion-switch" %}\nx()\n```',
      '| A {% align="left x" %} |\n|---|\n| b |',
    ].join("\n\n");
    const { html } = renderMarkdown(body);
    expect(parsed(html).foreign).toEqual([]);
    expect(html).toContain('<h2 id="good">Heading</h2>');
    expect(html).toContain("<p>Level</p>");
    expect(html).toContain("<pre><code>x()\n</code></pre>");
    expect(html).toContain('<th scope="col">A </th>');
    expect(html).not.toMatch(/evil|onclick|motion-switch|left x/);
  });

  it("shows the code of a fence as written, tags and HTML included", () => {
    const { html } = renderMarkdown("```html\n{% evil %} <script>x()</script>\n```\n");
    expect(html).toBe('<pre><code class="language-html">{% evil %} &lt;script&gt;x()&lt;/script&gt;\n</code></pre>\n');
  });
});

describe("renderMarkdown: the site's Markdown", () => {
  it("renders every editor feature as the pages always had it", () => {
    const body = [
      'Some *em*, **strong**, ~~struck~~, `code`, a [link](/contact-us "Contact") and [out](https://example.com).',
      "A line  \nafter a break.",
      "1. one\n2. two\n   - nested",
      "Then:",
      "5. five\n6. six",
      "> A quote\n>\n> in two paragraphs",
      "---",
      "```sql\nselect 1;\n```",
      "#### Deep heading",
    ].join("\n\n");
    expect(renderMarkdown(body).html).toBe(
      [
        '<p>Some <em>em</em>, <strong>strong</strong>, <del>struck</del>, <code>code</code>, a <a href="/contact-us" title="Contact">link</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>.</p>',
        "<p>A line<br>after a break.</p>",
        "<ol>\n<li>one</li>\n<li>two<ul>\n<li>nested</li>\n</ul>\n</li>\n</ol>",
        "<p>Then:</p>",
        '<ol start="5">\n<li>five</li>\n<li>six</li>\n</ol>',
        "<blockquote>\n<p>A quote</p>\n<p>in two paragraphs</p>\n</blockquote>",
        "<hr>",
        '<pre><code class="language-sql">select 1;\n</code></pre>',
        '<h4 id="deep-heading">Deep heading</h4>',
        "",
      ].join("\n"),
    );
  });

  it("links bare web and e-mail addresses as the pages always had them, but no other scheme, and never in code or a link", () => {
    const body =
      "Mail hello@lumenor.example, see https://example.com/a_(b)?x=1. or www.example.com; not ftp://files.example, `x@y.com` or [x@y.com](/contact-us).";
    expect(renderMarkdown(body).html).toBe(
      '<p>Mail <a href="mailto:hello@lumenor.example">hello@lumenor.example</a>, see <a href="https://example.com/a_(b)?x=1" target="_blank" rel="noopener noreferrer">https://example.com/a_(b)?x=1</a>. or <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a>; not ftp://files.example, <code>x@y.com</code> or <a href="/contact-us">x@y.com</a>.</p>\n',
    );
  });

  it("boxes a table, labels its cells when it stacks, keeps alignment and breaks code names after underscores", () => {
    const pipe = "| Tier | Rule | Code | Owner |\n|:---|---|---:|---|\n| High | Review | `settlement_status` | Risk |\n";
    expect(renderMarkdown(pipe).html).toBe(
      [
        '<div class="prose-table" role="region" tabindex="0" aria-label="Tier, Rule, Code, Owner"><table data-stack="">',
        '<thead><tr><th scope="col" data-align="left">Tier</th><th scope="col">Rule</th><th scope="col" data-align="right">Code</th><th scope="col">Owner</th></tr></thead>',
        '<tbody><tr><td data-label="Tier" data-align="left">High</td><td data-label="Rule">Review</td><td data-label="Code" data-align="right"><code>settlement_<wbr>status</code></td><td data-label="Owner">Risk</td></tr></tbody>',
        "</table></div>",
        "",
      ].join("\n"),
    );
  });

  it("renders the editor's {% table %} (a cell of several lines) in the same box", () => {
    const { html } = renderMarkdown("{% table %}\n- Tier\n- Controls\n---\n- High\n- * Review\n  * Sign-off\n{% /table %}\n");
    expect(html).toBe(
      [
        '<div class="prose-table" role="region" tabindex="0" aria-label="Tier, Controls"><table>',
        '<thead><tr><th scope="col">Tier</th><th scope="col">Controls</th></tr></thead>',
        "<tbody><tr><td>High</td><td><ul>\n<li>Review</li>\n<li>Sign-off</li>\n</ul>\n</td></tr></tbody>",
        "</table></div>",
        "",
      ].join("\n"),
    );
  });

  it("renders every article of content/ without a refused element or link", () => {
    const files = ["blogs", "case-studies", "whitepapers", "legal"].flatMap((folder) =>
      readdirSync(path.join(contentRoot, folder)).map((name) => path.join(contentRoot, folder, name)),
    );
    for (const file of files) {
      const { html } = renderMarkdown(matter(readFileSync(file, "utf8")).content);
      expect(parsed(html).foreign, file).toEqual([]);
    }
  });
});
