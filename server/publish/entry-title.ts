import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse } from "yaml";

/** The fields that name an entry, in the order they are looked for. */
const NAME_FIELDS = ["title", "name", "heading", "label"];

/** The title in an entry's text (its title or name field, from YAML or Markdown's front matter), if it has one. */
export function titleIn(file: string, text: string): string | undefined {
  try {
    const fields: unknown = file.endsWith(".md") ? matter(text).data : parse(text);
    if (fields && typeof fields === "object")
      for (const name of NAME_FIELDS) {
        const value = (fields as Record<string, unknown>)[name];
        if (typeof value === "string" && value.trim()) return value.trim();
      }
  } catch {
    // An unreadable file has no title.
  }
  return undefined;
}

/** An entry's title as editors know it (its title or name field), from the first of `roots` that has the file; else its path. */
export function entryTitle(file: string, roots: readonly string[]): string {
  for (const root of roots) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue;
    }
    return titleIn(file, text) ?? `content/${file}`;
  }
  return `content/${file}`;
}
