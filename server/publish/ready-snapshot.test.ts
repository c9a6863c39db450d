import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentChanges } from "./content-changes";
import { readySnapshot } from "./ready-snapshot";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), "ready-snapshot-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const read = (root: string) =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(root, full), readFileSync(full, "utf8")];
      })
      .sort(),
  );

describe("the content a publish builds", () => {
  it("takes the ready entries as saved and every draft as it is live", () => {
    const live = tree({
      "services/a.yaml": "title: A\n",
      "services/b.yaml": "title: B\n",
      "partners/p.yaml": "name: P\n",
      "gone/g.yaml": "title: G\n",
    });
    const saved = tree({
      "services/a.yaml": "title: A ready\n",
      "services/b.yaml": "title: B draft\n",
      "blogs/new-ready.md": "---\ntitle: N\n---\n",
      "blogs/new-draft.md": "---\ntitle: D\n---\n",
      "partners/p.yaml": "name: P\n",
    });
    const target = path.join(tree({}), "content");
    const changes = contentChanges(live, saved);
    const drafts = changes.filter((change) => ["services/b.yaml", "blogs/new-draft.md", "gone/g.yaml"].includes(change.file));
    readySnapshot({ saved, live, target, drafts });
    expect(read(target)).toEqual({
      "blogs/new-ready.md": "---\ntitle: N\n---\n",
      "gone/g.yaml": "title: G\n",
      "partners/p.yaml": "name: P\n",
      "services/a.yaml": "title: A ready\n",
      "services/b.yaml": "title: B\n",
    });
  });
});
