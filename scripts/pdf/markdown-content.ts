import Markdoc, { type Node } from "@markdoc/markdoc";
import type { Content, ContentText, TableCell } from "pdfmake/interfaces";
import { linkBareAddresses } from "#app/.server/content/bare-addresses.ts";
import { refusedScheme } from "#app/.server/content/link-schemes.ts";
import { pdfColours } from "./pdf-document";

type Inline = string | ContentText;

/** Inline Markdoc (bold, italics, code, links) as pdfmake text runs. */
function inline(nodes: readonly Node[], marks: Partial<ContentText> = {}): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case "inline":
        return inline(node.children, marks);
      case "strong":
        return inline(node.children, { ...marks, bold: true });
      case "em":
        return inline(node.children, { ...marks, italics: true });
      case "code":
        return [{ ...marks, text: String(node.attributes.content ?? "") }];
      case "link": {
        const href: unknown = node.attributes.href;
        // The page's rule (app/.server/content/article-body-schema.ts): a link with a refused scheme is its text alone.
        if (typeof href !== "string" || refusedScheme(href) !== null) return inline(node.children, marks);
        return inline(node.children, { ...marks, link: href, color: pdfColours.brand, decoration: "underline" });
      }
      case "hardbreak":
        return ["\n"];
      case "softbreak":
        return [{ ...marks, text: "\n" }];
      case "text":
        return typeof node.attributes.content === "string" ? [{ ...marks, text: node.attributes.content }] : [];
      default:
        return inline(node.children, marks);
    }
  });
}

/** A heading's runs without the space its anchor annotation (`{% #id %}`) left at the end. */
function trimEnd(runs: Inline[]): Inline[] {
  const last = runs.at(-1);
  if (last === undefined) return runs;
  const text = typeof last === "string" ? last : String(last.text);
  const trimmed = text.trimEnd();
  const rest = runs.slice(0, -1);
  if (!trimmed) return rest;
  return [...rest, typeof last === "string" ? trimmed : { ...last, text: trimmed }];
}

function listItem(item: Node): Content {
  return item.children.flatMap((child) =>
    child.type === "inline" || child.type === "paragraph" ? [{ text: inline(child.children), margin: [0, 0, 0, 3] }] : block(child),
  ) as Content;
}

function table(node: Node): Content {
  const rowsOf = (type: string) => node.children.filter((child) => child.type === type).flatMap((part) => part.children);
  const [headerRow, ...moreHeaderRows] = rowsOf("thead");
  const header = (headerRow?.children ?? []).map((cell): TableCell => ({
    text: inline(cell.children),
    style: "tableHeader",
    fillColor: pdfColours.brand,
  }));
  const rows = [...moreHeaderRows, ...rowsOf("tbody")].map((row, index) =>
    row.children.map((cell): TableCell => ({
      text: inline(cell.children),
      style: "tableCell",
      fillColor: index % 2 ? pdfColours.tint : undefined,
    })),
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

function block(node: Node): Content[] {
  switch (node.type) {
    case "heading": {
      const level = Number(node.attributes.level);
      return [{ text: trimEnd(inline(node.children)), style: `h${Math.min(Math.max(level, 2), 4)}`, headlineLevel: level }];
    }
    case "paragraph":
      return [{ text: inline(node.children), style: "paragraph" }];
    case "list": {
      const items = node.children.map(listItem);
      return [node.attributes.ordered ? { ol: items, margin: [0, 0, 0, 8] } : { ul: items, margin: [0, 0, 0, 8] }];
    }
    case "blockquote":
      return [
        {
          table: {
            widths: [3, "*"],
            body: [
              [
                { text: "", fillColor: pdfColours.brand },
                { stack: node.children.flatMap(block), style: "quote" },
              ],
            ],
          },
          layout: "noBorders",
          margin: [0, 6, 0, 12],
        },
      ];
    case "table":
      return [table(node)];
    case "fence":
      return [{ text: String(node.attributes.content ?? "").replace(/\n$/, ""), fontSize: 9, margin: [0, 0, 0, 8] }];
    case "hr":
      return [
        { canvas: [{ type: "line", x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.5, lineColor: pdfColours.rule }], margin: [0, 8, 0, 8] },
      ];
    // The editor's {% table %} holds a table node; any other tag is refused by content validation before a build.
    case "tag":
      return node.tag === "table" ? node.children.flatMap(block) : [];
    default:
      return [];
  }
}

/**
 * An article body (Markdoc, as the site renders it: app/.server/content/markdown.ts) as pdfmake blocks: headings,
 * paragraphs, lists, quotes, code and tables.
 */
export function markdownToPdfContent(body: string): Content[] {
  const document = Markdoc.parse(body);
  linkBareAddresses(document);
  return document.children.flatMap(block);
}
