import { Lexer, type Token, type Tokens } from "marked";
import type { Content, ContentText, TableCell } from "pdfmake/interfaces";
import { headingIdAnnotation as explicitId } from "#app/.server/content/heading-id.ts";
import { pdfColours } from "./pdf-document";

type Inline = string | ContentText;

/** Inline Markdown (bold, italics, code, links) as pdfmake text runs. */
function inline(tokens: Token[] | undefined, marks: Partial<ContentText> = {}): Inline[] {
  return (tokens ?? []).flatMap((token): Inline[] => {
    switch (token.type) {
      case "strong":
        return inline(token.tokens, { ...marks, bold: true });
      case "em":
        return inline(token.tokens, { ...marks, italics: true });
      case "codespan":
        return [{ ...marks, text: token.text }];
      case "link":
        return inline(token.tokens, { ...marks, link: token.href, color: pdfColours.brand, decoration: "underline" });
      case "br":
        return ["\n"];
      case "text":
      case "escape":
        return "tokens" in token && token.tokens?.length ? inline(token.tokens, marks) : [{ ...marks, text: decode(token.text) }];
      default:
        return "text" in token && typeof token.text === "string" ? [{ ...marks, text: decode(token.text) }] : [];
    }
  });
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function listItem(item: Tokens.ListItem): Content {
  return item.tokens.flatMap((token) =>
    token.type === "text" || token.type === "paragraph" ? [{ text: inline(token.tokens), margin: [0, 0, 0, 3] }] : block(token),
  ) as Content;
}

function table(token: Tokens.Table): Content {
  const header = token.header.map((cell): TableCell => ({ text: inline(cell.tokens), style: "tableHeader", fillColor: pdfColours.brand }));
  const rows = token.rows.map((row, index) =>
    row.map((cell): TableCell => ({ text: inline(cell.tokens), style: "tableCell", fillColor: index % 2 ? pdfColours.tint : undefined })),
  );
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: header.map(() => "*"), body: [header, ...rows] },
    layout: {
      hLineColor: () => pdfColours.rule,
      vLineWidth: () => 0,
      hLineWidth: () => 0.5,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 4, 0, 12],
  };
}

function block(token: Token): Content[] {
  switch (token.type) {
    case "heading": {
      const text = inline(token.tokens).map((run) =>
        typeof run === "string" ? run.replace(explicitId, "") : { ...run, text: String(run.text).replace(explicitId, "") },
      );
      return [{ text, style: `h${Math.min(Math.max(token.depth, 2), 4)}`, headlineLevel: token.depth }];
    }
    case "paragraph":
      return [{ text: inline(token.tokens), style: "paragraph" }];
    case "list": {
      const items = (token as Tokens.List).items.map(listItem);
      return [token.ordered ? { ol: items, margin: [0, 0, 0, 8] } : { ul: items, margin: [0, 0, 0, 8] }];
    }
    case "blockquote":
      return [
        {
          table: {
            widths: [3, "*"],
            body: [
              [
                { text: "", fillColor: pdfColours.brand },
                { stack: (token as Tokens.Blockquote).tokens.flatMap(block), style: "quote" },
              ],
            ],
          },
          layout: "noBorders",
          margin: [0, 6, 0, 12],
        },
      ];
    case "table":
      return [table(token as Tokens.Table)];
    case "code":
      return [{ text: token.text, fontSize: 9, margin: [0, 0, 0, 8] }];
    case "hr":
      return [
        { canvas: [{ type: "line", x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.5, lineColor: pdfColours.rule }], margin: [0, 8, 0, 8] },
      ];
    default:
      return [];
  }
}

/** Trusted Markdown from content/ as pdfmake blocks: headings, paragraphs, lists, quotes and tables. */
export function markdownToPdfContent(markdown: string): Content[] {
  return new Lexer({ gfm: true }).lex(markdown).flatMap(block);
}
