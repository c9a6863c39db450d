import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { entryTitle } from "./entry-title";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), "entry-title-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("an entry's title on the publish page", () => {
  it("is its title or name field, from YAML or Markdown front matter, from the first tree that has the file", () => {
    const saved = tree({ "services/a.yaml": "order: 1\ntitle: Data Governance\n", "blogs/b.md": '---\ntitle: "Masking"\n---\nBody' });
    const live = tree({ "partners/c.yaml": "name: Snowflake\n", "services/a.yaml": "title: Old\n" });
    expect(entryTitle("services/a.yaml", [saved, live])).toBe("Data Governance");
    expect(entryTitle("blogs/b.md", [saved, live])).toBe("Masking");
    // A removed entry is named from the live build.
    expect(entryTitle("partners/c.yaml", [saved, live])).toBe("Snowflake");
  });

  it("falls back to the file's path when there is no title or the file cannot be read", () => {
    const saved = tree({ "site.yaml": "phone: 1\n", "broken.yaml": "title: [unclosed\n" });
    expect(entryTitle("site.yaml", [saved])).toBe("content/site.yaml");
    expect(entryTitle("broken.yaml", [saved])).toBe("content/broken.yaml");
    expect(entryTitle("missing.yaml", [saved])).toBe("content/missing.yaml");
  });
});
