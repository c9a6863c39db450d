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

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * An article's body: Keystatic's Markdoc editor (headings, lists, links, tables, emphasis, quotes, code) writing the
 * Markdown the site renders. Headings keep their `{#anchor}` (docs/content.md).
 */
export function markdownBodyField(label: string) {
  const field = fields.markdoc({
    label,
    extension: "md",
    options: { image: false },
  });
  return {
    ...field,
    serialize(...args: Parameters<typeof field.serialize>) {
      const out = field.serialize(...args);
      return { ...out, content: encoder.encode(pipeTables(decoder.decode(out.content))) };
    },
  };
}
