import { fields } from "@keystatic/core";
import { ARTICLE_HEADING_LEVELS } from "#shared/article-body-format.ts";

/**
 * Markdoc writes a table as a `{% table %}` list: turn each one back into a pipe table, the spelling the content's
 * files use (the site renders both). A table whose cells hold more than one line (a list in a cell) has no pipe-table
 * spelling and is left as Markdoc wrote it.
 */
export function pipeTables(markdown: string): string {
  return markdown.replace(/^\{% table %\}\n([\s\S]*?)\n\{% \/table %\}$/gm, (block, body: string) => {
    const rows = body.split(/\n---\n/).map((row) => row.split("\n"));
    if (!rows.every((lines) => lines.every((line) => line.startsWith("- ")))) return block;
    const cells = rows.map((lines) => lines.map((line) => line.slice(2).replaceAll("|", "\\|")));
    const line = (row: string[]) => `| ${row.join(" | ")} |`;
    const [head = [], ...rest] = cells;
    return [line(head), `|${head.map(() => "---").join("|")}|`, ...rest.map(line)].join("\n");
  });
}

/** Markdoc's output as the site's Markdown: pipe tables, and no-break spaces as the characters they were. */
export const asSiteMarkdown = (markdown: string) => pipeTables(markdown).replaceAll("&nbsp;", "\u00a0");

/** The part of Keystatic's editor state (a ProseMirror EditorState) that the cell escape below reads and changes. */
type EditorStateLike = {
  doc: {
    descendants(visit: (node: DocNode, position: number) => boolean | void): void;
  };
  tr: { insertText(text: string, position: number): unknown };
  apply(transaction: unknown): EditorStateLike;
};
type DocNode = { type: { name: string }; isText: boolean; text?: string; firstChild: DocNode | null };

const NUMBERED_START = /^\d+(?=[.)]\s)/;

/**
 * A table cell that starts like a numbered item ("0. Assess") comes back as "1. Assess": Keystatic formats the
 * document, parses it and formats it again, the parse reads the cell's line as a list, and Markdoc's parser drops a
 * list's start of 0. A backslash after the number is written by the first format and taken away by the parse, so
 * the cell keeps its text.
 */
export function escapeNumberedCells<State extends EditorStateLike>(state: State): State {
  const positions: number[] = [];
  state.doc.descendants((node, position) => {
    if (node.type.name !== "table_cell" && node.type.name !== "table_header") return true;
    const paragraph = node.firstChild;
    const text = paragraph?.firstChild;
    const number = text?.isText ? NUMBERED_START.exec(text.text ?? "") : null;
    // The cell opens at `position`, its paragraph one further, and the paragraph's text one further again.
    if (number) positions.push(position + 2 + number[0].length);
    return false;
  });
  if (!positions.length) return state;
  const transaction = state.tr;
  for (const position of positions.reverse()) transaction.insertText("\\", position);
  return state.apply(transaction) as State;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * What the body's editor offers: everything Markdoc's field has but images, and headings of the levels the site takes
 * (shared/article-body-format.ts, which the site renders and validates by).
 */
export const articleBodyOptions = {
  image: false,
  // The site's heading anchors are Markdoc id annotations: `## Cookies {% #cookie-policy %}`.
  heading: {
    levels: ARTICLE_HEADING_LEVELS,
    schema: { id: fields.text({ label: "Anchor (the part of the address after #)" }) },
  },
} satisfies NonNullable<Parameters<typeof fields.markdoc>[0]["options"]>;

/**
 * An article's body: Keystatic's Markdoc editor (headings, lists, links, tables, emphasis, quotes, code) writing the
 * Markdoc the site renders. Headings keep their anchor (app/.server/content/heading-id.ts), editable beside them.
 */
export function markdownBodyField(label: string) {
  const field = fields.markdoc({ label, extension: "md", options: articleBodyOptions });
  return {
    ...field,
    serialize(...[state, extra]: Parameters<typeof field.serialize>) {
      const out = field.serialize(escapeNumberedCells(state as unknown as EditorStateLike) as unknown as typeof state, extra);
      return { ...out, content: encoder.encode(asSiteMarkdown(decoder.decode(out.content))) };
    },
  };
}
