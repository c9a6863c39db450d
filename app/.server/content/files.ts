import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentRoot } from "./content-root";
import { ContentYamlError, readFrontMatter } from "./content-yaml";
import { internalLinkProblems, markdownLinks } from "./internal-links";
import { ContentError, validateContent } from "./validate";

export type MarkdownFile<T> = { slug: string; file: string; data: T; body: string };

/** Reads and validates one Markdown file's front matter. */
export function readMarkdownFile<S extends z.ZodType>(file: string, schema: S): MarkdownFile<z.output<S>> {
  const absolute = path.join(contentRoot, file);
  const source = `content/${file}`;
  let parsed: { data: unknown; body: string };
  try {
    parsed = readFrontMatter(readFileSync(absolute, "utf8"), source);
  } catch (error) {
    if (error instanceof ContentYamlError)
      throw new ContentError(`Invalid content in ${source}:\n  - ${error.line ? `line ${error.line}` : "(file)"}: ${error.reason}`);
    throw error;
  }
  const data = validateContent(schema, parsed.data, source);
  const problems = internalLinkProblems(markdownLinks(parsed.body));
  if (problems.length) throw new ContentError(`Invalid content in ${source}:\n${problems.join("\n")}`);
  return { slug: path.basename(file, ".md"), file: source, data, body: parsed.body };
}
