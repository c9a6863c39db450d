import { Marked, type Tokens } from "marked";
import { isExternal, newTab } from "#app/lib/external-link.ts";
import { slugify } from "#app/lib/slugify.ts";
import { headingIdAnnotation } from "./heading-id";

import type { TocEntry } from "#app/lib/toc.ts";

const explicitId = headingIdAnnotation;

/** Tables wider than this stack each row as "label: value" lines on narrow screens (`.prose-table` in app/app.css). */
export const STACK_FROM_COLUMNS = 4;

type InlineParser = { parser: { parseInline: (tokens: Tokens.Generic[]) => string } };

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const alignment = (align: Tokens.TableCell["align"]) => (align ? ` data-align="${align}"` : "");
const plain = (markdown: string) => markdown.replace(/[*_`]/g, "").trim();

/**
 * A table in its own box. Narrow tables wrap their text at word boundaries; wider ones carry each cell's
 * column name, so below 640 px each row stacks as "name: value" lines. Should a table still not fit, the box
 * scrolls sideways with a shadow at the edge there is more behind; it is focusable, so a keyboard can scroll
 * it, and named by the column headings.
 */
function renderTable(this: InlineParser, token: Tokens.Table): string {
  // A code name in a narrow column may break after an underscore (settlement_status), never inside a word.
  const inline = (cell: Tokens.TableCell) =>
    this.parser
      .parseInline(cell.tokens)
      .replace(/<code>([^<]*)<\/code>/g, (_code, name: string) => `<code>${name.replace(/_/g, "_<wbr>")}</code>`);
  const stack = token.header.length >= STACK_FROM_COLUMNS;
  const name = escapeAttribute(token.header.map((cell) => plain(cell.text)).join(", "));
  const head = token.header.map((cell) => `<th scope="col"${alignment(cell.align)}>${inline(cell)}</th>`).join("");
  const body = token.rows
    .map((row) => {
      const cells = row.map((cell, index) => {
        const label = stack ? ` data-label="${escapeAttribute(plain(token.header[index]!.text))}"` : "";
        return `<td${label}${alignment(cell.align)}>${inline(cell)}</td>`;
      });
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("\n");
  return `<div class="prose-table" role="region" tabindex="0" aria-label="${name}"><table${stack ? " data-stack" : ""}>\n<thead><tr>${head}</tr></thead>\n<tbody>${body}</tbody>\n</table></div>\n`;
}

/** Renders trusted Markdown from content/ to HTML, giving every h2/h3 a stable id. */
export function renderMarkdown(source: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      table: renderTable,
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
