// @vitest-environment jsdom
import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { ARTICLE_NODES, ARTICLE_TAGS } from "#shared/article-body-format.ts";
import { articleBodyOptions, markdownBodyField, pipeTables } from "./markdown-body-field";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe("the article body field", () => {
  it("offers exactly the nodes, tags and heading settings the site renders and accepts", () => {
    const offered = fields.markdoc.createMarkdocConfig({ options: articleBodyOptions });
    const nodes = Object.entries(offered.nodes ?? {}).flatMap(([name, schema]) => (schema ? [name] : []));
    // Markdoc's comment (its parser reads none unless asked), parse-error and generic nodes are not content.
    expect(nodes.filter((name) => !["comment", "error", "node"].includes(name)).sort()).toEqual([...ARTICLE_NODES].sort());
    // No components of its own: the one tag it writes is Markdoc's built-in {% table %}.
    expect(Object.keys(offered.tags ?? {})).toEqual([]);
    expect(ARTICLE_TAGS).toEqual(["table"]);
    expect(Object.keys(offered.nodes?.heading?.attributes ?? {})).toEqual(["level", "id"]);
  });

  it("turns the Markdoc tables Keystatic writes back into pipe tables", () => {
    const markdoc = "Before\n\n{% table %}\n- Tier\n- Controls\n---\n- High\n- Review | sign-off\n{% /table %}\n\nAfter\n";
    expect(pipeTables(markdoc)).toBe("Before\n\n| Tier | Controls |\n|---|---|\n| High | Review \\| sign-off |\n\nAfter\n");
  });

  it("leaves a table whose cells hold more than one line as Markdoc wrote it", () => {
    const markdoc = "{% table %}\n- Tier\n---\n- High\n  - nested\n{% /table %}";
    expect(pipeTables(markdoc)).toBe(markdoc);
  });

  it("writes back the Markdown it read: headings with anchors, lists, links and tables", () => {
    const body = [
      "## Tier by risk {% #risk-tiering %}",
      "",
      "- one",
      "- two with a [link](/services/data-governance)",
      "",
      "| Tier | Controls |",
      "|---|---|",
      "| High | Review |",
      "",
    ].join("\n");
    const field = markdownBodyField("Body");
    const value = field.parse(undefined, { content: encoder.encode(body), other: new Map(), external: new Map(), slug: "x" });
    expect(decoder.decode(field.serialize(value, { slug: "x" }).content)).toBe(body);
  });

  it("keeps a table cell that starts like a numbered item, from 0 too", () => {
    const body = ["| Phase | Timing |", "|---|---|", "| 0. Assess | Weeks 1 to 8 |", "| 1) Foundations | Months 2 to 5 |", ""].join("\n");
    const field = markdownBodyField("Body");
    const value = field.parse(undefined, { content: encoder.encode(body), other: new Map(), external: new Map(), slug: "x" });
    expect(decoder.decode(field.serialize(value, { slug: "x" }).content)).toBe(body);
  });
});
