import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type ContentChange = { file: string; change: "added" | "changed" | "removed" };

/** Every file under `root` by its path relative to it (with "/"), mapped to a hash of its bytes; empty when missing. */
function fileHashes(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  if (!existsSync(root)) return hashes;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(root, full).split(path.sep).join("/"), createHash("sha256").update(readFileSync(full)).digest("hex"));
  }
  return hashes;
}

/** The files of `next` added, changed or removed against `live` (two content trees), sorted by path. */
export function contentChanges(live: string, next: string): ContentChange[] {
  const before = fileHashes(live);
  const after = fileHashes(next);
  const changes: ContentChange[] = [];
  for (const [file, hash] of after) {
    const old = before.get(file);
    if (old === undefined) changes.push({ file, change: "added" });
    else if (old !== hash) changes.push({ file, change: "changed" });
  }
  for (const file of before.keys()) if (!after.has(file)) changes.push({ file, change: "removed" });
  return changes.sort((a, b) => a.file.localeCompare(b.file));
}
