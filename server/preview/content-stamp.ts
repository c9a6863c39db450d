import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A fingerprint of a content tree that changes when any file is written, added, removed or renamed: the newest
 * modification time of its files and folders (a folder's changes when an entry is added, removed or renamed) and
 * how many files it holds. Stat calls only, no reading: cheap enough to take on every preview request.
 */
export function contentStamp(root: string): string {
  let newest = 0;
  let files = 0;
  const visit = (folder: string) => {
    newest = Math.max(newest, statSync(folder).mtimeMs);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        files++;
        newest = Math.max(newest, statSync(full).mtimeMs);
      }
    }
  };
  visit(root);
  return `${files}:${newest}`;
}
