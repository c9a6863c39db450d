import matter from "gray-matter";
import { isAlias, isNode, LineCounter, parseDocument, visit, type Node, type YAMLError } from "yaml";

/** The largest content file (YAML, or Markdown with its front matter and body): docs/content-editing.md, "Limits". */
export const MAX_CONTENT_FILE_BYTES = 256 * 1024;

/** Why a content file's text cannot be read as content: the file, the line where known, and what to change. */
export class ContentYamlError extends Error {
  override name = "ContentYamlError";
  constructor(
    readonly source: string,
    readonly reason: string,
    readonly line?: number,
  ) {
    super(`${source}${line ? `, line ${line}` : ""}: ${reason}`);
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** Refuses a file over the size limit, before anything parses it. */
export function assertContentFileSize(text: string | Uint8Array, source: string): void {
  const bytes = typeof text === "string" ? Buffer.byteLength(text) : text.byteLength;
  if (bytes > MAX_CONTENT_FILE_BYTES)
    throw new ContentYamlError(
      source,
      `the file is ${kilobytes(bytes)}; a content file may be at most ${kilobytes(MAX_CONTENT_FILE_BYTES)} (split a long article, or move data out)`,
    );
}

/** A parser's error or warning in the editor's words (its position is given as the line). */
function reasonOf(problem: YAMLError): string {
  const words = problem.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  if (problem.code === "TAG_RESOLVE_FAILED") {
    const tag = words.replace(/^Unresolved tag: /, "").replace(/^tag:yaml\.org,2002:/, "!!");
    return `the YAML tag ${tag} is not allowed: content is plain text, numbers, lists and maps`;
  }
  if (problem.code === "MULTIPLE_DOCS") return "a content file holds one YAML document, and a second one starts here (---)";
  return words;
}

/** The first node (in document order) that is an alias or declares an anchor. */
function firstAnchorOrAlias(root: Node | null | undefined): Node | undefined {
  let found: Node | undefined;
  visit(root ?? null, (_key, node) => {
    if (isAlias(node) || (isNode(node) && node.anchor)) {
      found = node as Node;
      return visit.BREAK;
    }
    return undefined;
  });
  return found;
}

/**
 * A YAML text's value, read as plain data: one document, no anchors or aliases (content needs none, and a chain of
 * aliases can expand a few hundred bytes into billions of values), no tags beyond the core schema's (so
 * `!!js/function` and the like are refused, never run or kept as text), no key given twice. Dates stay text unless
 * `dates` is "values" (then `2026-04-08` reads as a Date, as the build's loaders have always read it). Any other
 * problem throws a ContentYamlError naming `source` and the line.
 */
export function parseContentYaml(text: string, source: string, { dates = "values" }: { dates?: "values" | "text" } = {}): unknown {
  assertContentFileSize(text, source);
  const lines = new LineCounter();
  const document = parseDocument(text, {
    lineCounter: lines,
    customTags: dates === "values" ? ["timestamp"] : [],
    uniqueKeys: true,
    prettyErrors: true,
  });
  const lineOf = (offset: number | undefined) => (offset === undefined ? undefined : lines.linePos(offset).line);
  const [problem] = [...document.errors, ...document.warnings];
  if (problem) throw new ContentYamlError(source, reasonOf(problem), lineOf(problem.pos[0]));
  const aliased = firstAnchorOrAlias(document.contents);
  if (aliased)
    throw new ContentYamlError(
      source,
      "anchors and aliases (&name, *name) are not allowed in content: write the value out where it is needed",
      lineOf(aliased.range?.[0]),
    );
  // maxAliasCount 0: should an alias ever get past the check above, turning it into a value still fails.
  return document.toJS({ maxAliasCount: 0 });
}

/** A Markdown file's front matter (read by parseContentYaml, dates as values) and its body, after the size check. */
export function readFrontMatter(text: string, source: string): { data: Record<string, unknown>; body: string } {
  assertContentFileSize(text, source);
  // An options object of its own each time: gray-matter caches by text only when it is called without options.
  const parsed = matter(text, {
    engines: { yaml: (front: string) => (parseContentYaml(front, source) ?? {}) as object },
  });
  return { data: parsed.data, body: parsed.content };
}
