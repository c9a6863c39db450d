import { fields } from "@keystatic/core";

/**
 * Markdoc writes a table as a `{% table %}` list, which the site's Markdown renderer does not read: turn each one
 * back into a pipe table. A table whose cells hold more than one line (a list in a cell) has no pipe-table
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

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * An article's body: Keystatic's Markdoc editor (headings, lists, links, tables, emphasis, quotes, code) writing the
 * Markdown the site renders. Headings keep their anchor (app/.server/content/heading-id.ts), editable beside them.
 */
export function markdownBodyField(label: string) {
  const field = fields.markdoc({
    label,
    extension: "md",
    options: {
      image: false,
      // The site's heading anchors are Markdoc id annotations: `## Cookies {% #cookie-policy %}`.
      heading: { levels: [2, 3, 4], schema: { id: fields.text({ label: "Anchor (the part of the address after #)" }) } },
    },
  });
  return {
    ...field,
    serialize(...args: Parameters<typeof field.serialize>) {
      const out = field.serialize(...args);
      return { ...out, content: encoder.encode(asSiteMarkdown(decoder.decode(out.content))) };
    },
  };
}
