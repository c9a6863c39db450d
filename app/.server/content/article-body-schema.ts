import Markdoc, { type Config, type Node, type NodeType, type RenderableTreeNode, type Schema } from "@markdoc/markdoc";
import { isExternal, newTab } from "#app/lib/external-link.ts";
import { ARTICLE_NODES } from "#shared/article-body-format.ts";
import { refusedScheme } from "./link-schemes";

const { Tag } = Markdoc;

/** Tables wider than this stack each row as "label: value" lines on narrow screens (`.prose-table` in app/app.css). */
export const STACK_FROM_COLUMNS = 4;

// Each node becomes exactly the elements written here, with exactly these attributes: nothing an author writes can
// name an element or an attribute. The line breaks between blocks are the ones the pages had before Markdoc.
type Children = RenderableTreeNode[];
const block = (name: string, attributes: Record<string, string | number> = {}, children: Children = []) => [
  new Tag(name, attributes, children),
  "\n",
];
const element = (name: string): Schema => ({ transform: (node, config) => new Tag(name, {}, node.transformChildren(config)) });
const childrenOnly: Schema = { transform: (node, config) => node.transformChildren(config) };
const nothing: Schema = { transform: () => [] };

// Attributes an annotation could also set are read only when they hold what Markdown itself gives them.
const ALIGNMENTS = new Set<unknown>(["left", "center", "right"]);
const HEADING_LEVELS = new Set<unknown>([1, 2, 3, 4, 5, 6]);

/** A heading's level, when it is one HTML has (an annotation could set another): else the heading is a paragraph. */
export const headingLevel = (node: Node): number | undefined =>
  HEADING_LEVELS.has(node.attributes.level) ? Number(node.attributes.level) : undefined;
const LANGUAGE = /^[\w+#.-]+$/;

/** A node's text as a reader sees it (for heading anchors, the contents and table labels). */
export function plainText(node: Node): string {
  if (node.type === "text") return typeof node.attributes.content === "string" ? node.attributes.content : "";
  if (node.type === "code") return String(node.attributes.content ?? "");
  if (node.type === "softbreak" || node.type === "hardbreak") return " ";
  return node.children.map(plainText).join("");
}

/** A heading's text ends where its anchor annotation began: drop the space left before it. */
function trimEnd(children: Children): Children {
  const last = children.at(-1);
  if (typeof last !== "string") return children;
  const trimmed = last.trimEnd();
  return trimmed ? [...children.slice(0, -1), trimmed] : children.slice(0, -1);
}

/** A code name in a narrow table column may break after an underscore (settlement_status), never inside a word. */
function breakCodeAtUnderscores(children: Children): Children {
  return children.map((child) => {
    if (!Markdoc.Tag.isTag(child)) return child;
    if (child.name !== "code") return new Tag(child.name, child.attributes, breakCodeAtUnderscores(child.children));
    const parts = child.children.join("").split("_");
    return new Tag(
      "code",
      child.attributes,
      parts.flatMap((part, index) => [...(index ? ["_", new Tag("wbr")] : []), ...(part ? [part] : [])]),
    );
  });
}

/**
 * A table in its own box. Narrow tables wrap their text at word boundaries; wider ones carry each cell's column name,
 * so below 640 px each row stacks as "name: value" lines. Should a table still not fit, the box scrolls sideways with
 * a shadow at the edge there is more behind; it is focusable, so a keyboard can scroll it, and named by the column
 * headings. Pipe tables and the editor's `{% table %}` (which Markdoc turns into the same nodes) alike.
 */
function table(node: Node, config: Config): Children {
  const rowsOf = (type: NodeType) => node.children.filter((child) => child.type === type).flatMap((part) => part.children);
  const [header, ...moreHeaderRows] = rowsOf("thead");
  const body = [...moreHeaderRows, ...rowsOf("tbody")];
  const headings = header?.children ?? [];
  const labels = headings.map((cell) => plainText(cell).trim());
  const stack = labels.length >= STACK_FROM_COLUMNS;
  const align = (cell: Node) => (ALIGNMENTS.has(cell.attributes.align) ? { "data-align": String(cell.attributes.align) } : {});
  const contents = (cell: Node) => breakCodeAtUnderscores(cell.transformChildren(config));
  const head = headings.map((cell) => new Tag("th", { scope: "col", ...align(cell) }, contents(cell)));
  const rows = body.map(
    (row) =>
      new Tag(
        "tr",
        {},
        row.children.map((cell, index) => {
          const label = stack && labels[index] !== undefined ? { "data-label": labels[index] } : {};
          return new Tag("td", { ...label, ...align(cell) }, contents(cell));
        }),
      ),
  );
  const tableElement = new Tag("table", stack ? { "data-stack": "" } : {}, [
    "\n",
    new Tag("thead", {}, [new Tag("tr", {}, head)]),
    "\n",
    new Tag(
      "tbody",
      {},
      rows.flatMap((row, index) => (index ? ["\n", row] : [row])),
    ),
    "\n",
  ]);
  return block("div", { class: "prose-table", role: "region", tabindex: "0", "aria-label": labels.join(", ") }, [tableElement]);
}

/** A link whose address may be followed; any other (javascript:, data:...) shows as its text alone. */
function link(node: Node, config: Config): RenderableTreeNode | Children {
  const { href, title } = node.attributes as { href?: unknown; title?: unknown };
  const children = node.transformChildren(config);
  if (typeof href !== "string" || refusedScheme(href) !== null) return children;
  return new Tag("a", { href, ...(typeof title === "string" && title ? { title } : {}), ...(isExternal(href) ? newTab : {}) }, children);
}

const offered: Record<(typeof ARTICLE_NODES)[number], Schema> = {
  document: childrenOnly,
  inline: childrenOnly,
  paragraph: { transform: (node, config) => block("p", {}, node.transformChildren(config)) },
  text: { transform: (node) => (typeof node.attributes.content === "string" ? node.attributes.content : "") },
  softbreak: { transform: () => "\n" },
  hardbreak: { transform: () => new Tag("br") },
  heading: {
    // The id is the one markdown.ts gave the heading (its anchor, or the slug of its text, made unique).
    transform(node, config) {
      const level = headingLevel(node);
      const children = trimEnd(node.transformChildren(config));
      return level ? block(`h${level}`, { id: String(node.attributes.id) }, children) : block("p", {}, children);
    },
  },
  strong: element("strong"),
  em: element("em"),
  s: element("del"),
  code: { transform: (node) => new Tag("code", {}, [String(node.attributes.content ?? "")]) },
  link: { transform: link },
  list: {
    transform(node, config) {
      const { ordered, start } = node.attributes as { ordered?: boolean; start?: unknown };
      const from: Record<string, number> = ordered && typeof start === "number" && start !== 1 ? { start } : {};
      return block(ordered ? "ol" : "ul", from, ["\n", ...node.transformChildren(config)]);
    },
  },
  item: { transform: (node, config) => block("li", {}, node.transformChildren(config)) },
  blockquote: { transform: (node, config) => block("blockquote", {}, ["\n", ...node.transformChildren(config)]) },
  fence: {
    // The code as written: Markdoc would read {% %} inside a fence as tags, so its raw content is taken instead.
    transform(node) {
      const { language } = node.attributes as { language?: unknown };
      const named = typeof language === "string" && LANGUAGE.test(language) ? { class: `language-${language}` } : {};
      const code = `${String(node.attributes.content ?? "").replace(/\n$/, "")}\n`;
      return block("pre", {}, [new Tag("code", named, [code])]);
    },
  },
  hr: { transform: () => block("hr") },
  table: { transform: table },
  // Read by table() from the table node.
  thead: nothing,
  tbody: nothing,
  tr: nothing,
  th: nothing,
  td: nothing,
};

/**
 * Markdoc's configuration for article bodies. Markdoc adds its own nodes and tags under these, so every one the
 * editor does not offer is named here and renders nothing (images, comments, parse errors) or only its text (the
 * `if`, `else`, `partial` and `slot` tags); content validation refuses them all before a build.
 */
export const articleBodyConfig: Config = {
  nodes: { ...offered, image: nothing, comment: nothing, error: childrenOnly, node: childrenOnly },
  tags: { if: childrenOnly, else: nothing, partial: nothing, slot: nothing },
  variables: {},
  functions: {},
};
