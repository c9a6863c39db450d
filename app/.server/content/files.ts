import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { validateContent } from "./validate";

export const contentRoot = path.resolve(process.cwd(), "content");

export type MarkdownFile<T> = { slug: string; file: string; data: T; body: string };

/** Reads and validates one Markdown file's front matter. */
export function readMarkdownFile<S extends z.ZodType>(file: string, schema: S): MarkdownFile<z.output<S>> {
  const absolute = path.join(contentRoot, file);
  const parsed = matter(readFileSync(absolute, "utf8"));
  const data = validateContent(schema, parsed.data, `content/${file}`);
  return { slug: path.basename(file, ".md"), file: `content/${file}`, data, body: parsed.content };
}
