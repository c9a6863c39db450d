import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { hostileBodies } from "#tests/fixtures/hostile-bodies.ts";
import { articleBodyProblems } from "./article-body-problems";
import { contentRoot } from "./content-root";

const messages = (body: string) => articleBodyProblems(body).map((problem) => `${problem.line}: ${problem.message}`);

describe("articleBodyProblems", () => {
  it("finds nothing in the site's own articles", () => {
    for (const folder of ["blogs", "case-studies", "whitepapers", "legal"])
      for (const name of readdirSync(path.join(contentRoot, folder)))
        expect(articleBodyProblems(matter(readFileSync(path.join(contentRoot, folder, name), "utf8")).content), name).toEqual([]);
  });

  it.each(hostileBodies)("refuses $name on its line", ({ body, line }) => {
    const problems = articleBodyProblems(body);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.line)).toEqual(problems.map(() => line));
  });

  it("says what is wrong in an editor's words", () => {
    expect(messages("<script>alert(1)</script>")).toEqual([
      '1: "<script>" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor\'s own formatting, or put it between backticks to show it as code',
      '1: "</script>" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor\'s own formatting, or put it between backticks to show it as code',
    ]);
    expect(messages("Text\n\n{% evil %}\n")).toEqual([
      "3: a {% … %} here is opened and not closed ({% /name %}), or closed and not opened",
      "3: {% evil %} is not part of an article: the editor makes no such thing, so the site would not show it. Remove it",
    ]);
    expect(messages("Go [there](javascript:alert(1)).")).toEqual([
      '1: the link to "javascript:alert(1)" is refused (javascript). A link may go to an address on this site, a #anchor, or start with http:, https:, mailto:, tel:',
    ]);
  });

  it("lists the first 20 problems of a body of pasted HTML, not every tag", () => {
    expect(articleBodyProblems("<div>\n".repeat(100))).toHaveLength(20);
  });

  it("names the line in a paragraph of several lines that holds the problem", () => {
    expect(articleBodyProblems("One line,\nanother,\nand <b>a third</b>.\n").map((problem) => problem.line)).toEqual([3, 3]);
  });

  it("refuses settings the editor never writes, headings it does not offer, images and links it does not make", () => {
    const body = [
      'Para {% .wide onclick="alert(1)" %}', // 1
      "# A second page title", // 3
      "## Fine {% #fine %}", // 5
      '## Bad anchor {% id="a b" %}', // 7
      "![logo](/logo.png)", // 9
      "[files](ftp://files.example)", // 11
      "{% if true %}x{% /if %}", // 13
      "{% table %}\n- A\n---\n- B\n", // 15: not closed
    ].join("\n\n");
    expect(messages(body)).toEqual([
      '1: {% .wide %} sets something the editor never writes. The only setting an article takes is a heading\'s anchor, as in "## Cookies {% #cookie-policy %}"',
      '1: {% onclick="alert(1)" %} sets something the editor never writes. The only setting an article takes is a heading\'s anchor, as in "## Cookies {% #cookie-policy %}"',
      "3: a level 1 heading: articles have headings of levels 2, 3, 4 only (## to ####), under the page's own title",
      '7: the heading\'s anchor {% id="a b" %} may hold only letters, digits and hyphens',
      "9: an image: articles have no images (the editor offers none). Remove it",
      '11: the link to "ftp://files.example" is refused (ftp). A link may go to an address on this site, a #anchor, or start with http:, https:, mailto:, tel:',
      "13: {% if %} is not part of an article: the editor makes no such thing, so the site would not show it. Remove it",
      "15: a {% … %} here is opened and not closed ({% /name %}), or closed and not opened",
    ]);
  });

  it("takes what the editor writes: anchors, its {% table %}, and code showing HTML, tags and odd links", () => {
    const body = [
      "## Cookies {% #cookie-policy %}",
      "{% table %}\n- Tier\n---\n- High\n{% /table %}",
      "Write `<script>` and `[x](javascript:y)` as code.",
      "```html\n{% evil %} <iframe src=x></iframe>\n```",
      "Less than: a < b, 3 > 2, <5 ms. Links: [a](/contact-us), [b](#top), [c](https://example.com), [d](mailto:a@example.com), [e](tel:+1555).",
    ].join("\n\n");
    expect(articleBodyProblems(body)).toEqual([]);
  });
});
