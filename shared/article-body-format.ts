/**
 * What an article body (the Markdown of blogs, case studies, whitepapers and legal pages) may hold: exactly what the
 * editor's Markdoc field offers (app/content-editor/fields/markdown-body-field.ts; a test checks the two agree). The
 * site renders nothing else (app/.server/content/markdown.ts) and content validation refuses anything else
 * (app/.server/content/article-body-problems.ts). docs/content-safety.md says why.
 */

/** Heading levels the editor offers: `##` to `####` (the page's title is its one h1). */
export const ARTICLE_HEADING_LEVELS = [2, 3, 4] as const;

/** Markdoc's nodes an article may contain: Markdown's own syntax, less images (the editor offers none). */
export const ARTICLE_NODES = [
  "document",
  "paragraph",
  "inline",
  "text",
  "softbreak",
  "hardbreak",
  "heading",
  "strong",
  "em",
  "s",
  "code",
  "link",
  "list",
  "item",
  "blockquote",
  "fence",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

/** Markdoc tags (`{% name %}`) an article may contain: only the table the editor writes for a cell of several lines. */
export const ARTICLE_TAGS: readonly string[] = ["table"];

/** The one attribute an author writes by hand: a heading's anchor, `## Cookies {% #cookie-policy %}`. */
export const HEADING_ANCHOR = /^[a-z0-9-]+$/i;
