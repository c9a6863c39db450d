import Markdoc, { type Node } from "@markdoc/markdoc";
import { ARTICLE_HEADING_LEVELS, ARTICLE_NODES, ARTICLE_TAGS, HEADING_ANCHOR } from "#shared/article-body-format.ts";
import { ALLOWED_LINK_SCHEMES, refusedScheme } from "./link-schemes";
import { linksLeftAsText } from "./links-left-as-text";

/** One thing in a body the site will not publish: the line (1 = the body's first) and what to do, in words. */
export type BodyProblem = { line: number; message: string };

const MAX_PROBLEMS = 20;
const nodes = new Set<string>(ARTICLE_NODES);
const tags = new Set(ARTICLE_TAGS);
const levels = new Set<number>(ARTICLE_HEADING_LEVELS);

const linkRule = `A link may go to an address on this site, a #anchor, or start with ${ALLOWED_LINK_SCHEMES.map((scheme) => `${scheme}:`).join(", ")}`;

// An HTML element as a careless paste brings it (`<script>`, `<img src=x onerror=...>`, `</div>`) or an HTML comment.
const HTML_TAG = /<!--|<\/?[a-z][a-z0-9-]*(?=[\s/>])[^<>]*>/gi;
/** Markdoc's parse errors, in an editor's words. */
function parseErrorMessage(error: Node["errors"][number]): string {
  if (error.id === "missing-closing" || error.id === "missing-opening")
    return "a {% … %} here is opened and not closed ({% /name %}), or closed and not opened";
  return `a {% … %} here cannot be read (${error.message})`;
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
const written = (annotation: Node["annotations"][number]) =>
  annotation.type === "class"
    ? `.${annotation.name}`
    : annotation.name === "id" && typeof annotation.value === "string" && HEADING_ANCHOR.test(annotation.value)
      ? `#${annotation.value}`
      : `${annotation.name}=${JSON.stringify(annotation.value)}`;

function nodeProblem(node: Node): string | undefined {
  if (node.type === "tag") {
    if (!node.tag || !tags.has(node.tag))
      return `{% ${node.tag ?? ""} %} is not part of an article: the editor makes no such thing, so the site would not show it. Remove it`;
    return undefined;
  }
  if (node.type === "image") return "an image: articles have no images (the editor offers none). Remove it";
  // A parse error's node carries Markdoc's own message (problemsOf).
  if (node.type === "error") return undefined;
  if (!nodes.has(node.type)) return `a ${node.type} is not part of an article. Remove it`;
  if (node.type === "heading" && !levels.has(Number(node.attributes.level)))
    return `a level ${String(node.attributes.level)} heading: articles have headings of levels ${[...levels].join(", ")} only (## to ####), under the page's own title`;
  return undefined;
}

function annotationProblems(node: Node): string[] {
  return node.annotations.flatMap((annotation) => {
    const isAnchor = node.type === "heading" && annotation.type === "attribute" && annotation.name === "id";
    if (!isAnchor)
      return [
        `{% ${written(annotation)} %} sets something the editor never writes. The only setting an article takes is a heading's anchor, as in "## Cookies {% #cookie-policy %}"`,
      ];
    if (typeof annotation.value !== "string" || !HEADING_ANCHOR.test(annotation.value))
      return [`the heading's anchor {% ${written(annotation)} %} may hold only letters, digits and hyphens`];
    return [];
  });
}

const refusedLink = (address: string, scheme: string) => `the link to "${short(address)}" is refused (${scheme}). ${linkRule}`;

function textProblems(node: Node): string[] {
  const content: unknown = node.attributes.content;
  if (typeof content !== "string") return ["{% $… %} (a Markdoc variable) is not part of an article. Remove it"];
  const html = [...content.matchAll(HTML_TAG)].map(
    ([tag]) =>
      `"${short(tag)}" is HTML, which an article cannot hold: it would show as text, not as what it does. Use the editor's own formatting, or put it between backticks to show it as code`,
  );
  const links = linksLeftAsText(content).flatMap((address) => {
    const scheme = refusedScheme(address);
    return scheme ? [refusedLink(address, scheme)] : [];
  });
  return [...html, ...links];
}

function linkProblems(node: Node): string[] {
  const href: unknown = node.attributes.href;
  const scheme = typeof href === "string" ? refusedScheme(href) : "no address";
  return scheme ? [refusedLink(String(href), scheme)] : [];
}

function problemsOf(node: Node): string[] {
  const problem = nodeProblem(node);
  // A fence's errors come from reading its code for tags; the code is shown as written.
  const errors = node.type === "fence" ? [] : node.errors;
  return [
    ...errors.map(parseErrorMessage),
    ...(problem ? [problem] : []),
    // A tag that is refused is one problem, whatever it sets.
    ...(node.type === "tag" && problem ? [] : annotationProblems(node)),
    ...(node.type === "text" ? textProblems(node) : []),
    ...(node.type === "link" ? linkProblems(node) : []),
  ];
}

/**
 * Every node with its line (0-based): a block's first line; in a paragraph's text, counted by the line breaks before
 * it. Not what a fence holds, which is code shown as written (Markdoc also reads it, for tags).
 */
function located(document: Node): { node: Node; line: number }[] {
  const nodes: { node: Node; line: number }[] = [];
  let line = 0;
  const inline = (node: Node) => {
    for (const child of node.children) {
      nodes.push({ node: child, line });
      if (child.type === "softbreak" || child.type === "hardbreak") line++;
      else inline(child);
    }
  };
  const block = (node: Node, at: number) => {
    nodes.push({ node, line: at });
    if (node.type === "fence") return;
    if (node.type === "inline") {
      line = at;
      inline(node);
    } else for (const child of node.children) block(child, child.lines[0] ?? at);
  };
  block(document, 0);
  return nodes;
}

/**
 * What in an article body the site will not publish, line by line: a Markdoc tag or node the editor does not make
 * (`{% evil %}`, an image, a level 1 heading), a setting it does not write (`{% onclick="…" %}`; a heading's anchor
 * is the one allowed), raw HTML (Markdoc shows it as text, so a careless paste gets a message instead), a link or
 * link-like text with a scheme other than http, https, mailto or tel, and what Markdoc cannot read. The first 20
 * found; [] when none.
 */
export function articleBodyProblems(body: string): BodyProblem[] {
  const problems = new Map<string, BodyProblem>();
  for (const { node, line } of located(Markdoc.parse(body)))
    for (const message of problemsOf(node)) {
      const problem = { line: line + 1, message };
      problems.set(JSON.stringify(problem), problem);
      // Enough to act on; a body of pasted HTML would otherwise list every tag.
      if (problems.size === MAX_PROBLEMS) return [...problems.values()];
    }
  return [...problems.values()];
}
