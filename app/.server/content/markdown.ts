import Markdoc, { type Node } from "@markdoc/markdoc";
import { slugify } from "#app/lib/slugify.ts";
import { HEADING_ANCHOR } from "#shared/article-body-format.ts";
import { articleBodyConfig, headingLevel, plainText } from "./article-body-schema";
import { linkBareAddresses } from "./bare-addresses";

import type { TocEntry } from "#app/lib/toc.ts";

/**
 * Gives every heading its id: its anchor (`{% #cookie-policy %}`) or the slug of its text, with -2, -3... when an
 * earlier heading has it. The contents list the h2 and h3 (and any h1) headings.
 */
function assignHeadingIds(document: Node): TocEntry[] {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  for (const node of document.walk()) {
    const depth = node.type === "heading" ? headingLevel(node) : undefined;
    if (!depth) continue;
    const text = plainText(node).trim();
    const anchor = node.attributes.id;
    const base = typeof anchor === "string" && HEADING_ANCHOR.test(anchor) ? anchor : slugify(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    node.attributes.id = id;
    if (depth <= 3) toc.push({ id, text, depth });
  }
  return toc;
}

/**
 * An article body from content/ as HTML, with Markdoc (the format the editor writes) and the site's schema
 * (article-body-schema.ts): raw HTML is never HTML (Markdoc reads it as text, which is escaped), only the elements the
 * schema writes reach the page, and a link with any scheme but http, https, mailto or tel shows as text. What the
 * editor would not write is refused before a build by content validation (article-body-problems.ts).
 */
export function renderMarkdown(source: string): { html: string; toc: TocEntry[] } {
  const document = Markdoc.parse(source);
  linkBareAddresses(document);
  const toc = assignHeadingIds(document);
  const html = Markdoc.renderers.html(Markdoc.transform(document, articleBodyConfig));
  return { html, toc };
}
