import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The content folder: CONTENT_ROOT when set (a publish builds from a snapshot, a preview renders the saved drafts),
 * else content/ in the working directory. Read once, when this module is evaluated.
 */
export const contentRoot = process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : path.resolve(process.cwd(), "content");

/** The Markdown files of a content folder, by file name. */
export function markdownFilesIn(folder: string, root = contentRoot): string[] {
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(".md"))
    .sort();
}
