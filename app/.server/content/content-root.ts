import { readdirSync } from "node:fs";
import path from "node:path";

/** The content folder, read from the working directory (the build and the tests run from the repository). */
export const contentRoot = path.resolve(process.cwd(), "content");

/** The Markdown files of a content folder, by file name. */
export function markdownFilesIn(folder: string): string[] {
  return readdirSync(path.join(contentRoot, folder)).filter((name) => name.endsWith(".md"));
}
