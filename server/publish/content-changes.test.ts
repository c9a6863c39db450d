import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { contentChanges } from "./content-changes";

const roots: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "content-changes-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

it("lists the files added, changed and removed between two content trees, by path", () => {
  const live = tree({ "site.yaml": "a", "blogs/x.md": "old", "blogs/gone.md": "g" });
  const saved = tree({ "site.yaml": "a", "blogs/x.md": "new", "services/new.yaml": "n" });
  expect(contentChanges(live, saved)).toEqual([
    { file: "blogs/gone.md", change: "removed" },
    { file: "blogs/x.md", change: "changed" },
    { file: "services/new.yaml", change: "added" },
  ]);
  expect(contentChanges(saved, saved)).toEqual([]);
  expect(contentChanges(path.join(live, "missing"), saved).every((change) => change.change === "added")).toBe(true);
});
