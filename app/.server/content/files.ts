import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { contentRoot } from "./content-root";
import { internalLinkProblems, markdownLinks } from "./internal-links";
import { ContentError, validateContent } from "./validate";

export type MarkdownFile<T> = { slug: string; file: string; data: T; body: string };

/** Reads and validates one Markdown file's front matter. */
export function readMarkdownFile<S extends z.ZodType>(file: string, schema: S): MarkdownFile<z.output<S>> {
  const absolute = path.join(contentRoot, file);
  const parsed = matter(readFileSync(absolute, "utf8"));
  const data = validateContent(schema, parsed.data, `content/${file}`);
  const problems = internalLinkProblems(markdownLinks(parsed.content));
  if (problems.length) throw new ContentError(`Invalid content in content/${file}:\n${problems.join("\n")}`);
  return { slug: path.basename(file, ".md"), file: `content/${file}`, data, body: parsed.content };
}
