import { readdirSync } from "node:fs";
import path from "node:path";

/** The content folder: CONTENT_ROOT when set (the content preview's drafts), else <cwd>/content. */
export const contentRoot = path.resolve(process.env.CONTENT_ROOT || path.join(process.cwd(), "content"));

/** The Markdown files of a content folder, by file name. */
export function markdownFilesIn(folder: string): string[] {
  return readdirSync(path.join(contentRoot, folder)).filter((name) => name.endsWith(".md"));
}
