import { Marked, type Tokens } from "marked";
import { isExternal, newTab } from "#app/lib/external-link.ts";
import { slugify } from "#app/lib/slugify.ts";

import type { TocEntry } from "#app/lib/toc.ts";

const explicitId = /\s*\{#([a-z0-9-]+)\}\s*$/i;

/** Renders trusted Markdown from content/ to HTML, giving every h2/h3 a stable id. */
export function renderMarkdown(source: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const match = token.text.match(explicitId);
        const text = token.text.replace(explicitId, "");
        let id = match?.[1] ?? slugify(text);
        for (let n = 2; used.has(id); n++) id = `${match?.[1] ?? slugify(text)}-${n}`;
        used.add(id);
        const inner = this.parser.parseInline(stripIdTokens(token.tokens));
        if (token.depth <= 3) toc.push({ id, text, depth: token.depth });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = (this as unknown as { parser: { parseInline: (t: Tokens.Generic[]) => string } }).parser.parseInline(tokens);
        const rel = isExternal(href) ? ` target="${newTab.target}" rel="${newTab.rel}"` : "";
        const titleAttr = title ? ` title="${title}"` : "";
        return `<a href="${href}"${titleAttr}${rel}>${text}</a>`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, toc };
}

function stripIdTokens(tokens: Tokens.Generic[]): Tokens.Generic[] {
  const last = tokens.at(-1);
  if (last?.type === "text" && typeof last.text === "string" && explicitId.test(last.text)) {
    const text = last.text.replace(explicitId, "");
    return [...tokens.slice(0, -1), { ...last, text, raw: text }];
  }
  return tokens;
}
