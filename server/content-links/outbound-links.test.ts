import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outboundLinksIn } from "./outbound-links";

const root = mkdtempSync(path.join(tmpdir(), "outbound-links-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the outbound links of a content tree", () => {
  it("finds each web address in YAML and Markdown once per file, with its first line, without trailing punctuation", () => {
    mkdirSync(path.join(root, "partners"), { recursive: true });
    mkdirSync(path.join(root, "blogs"), { recursive: true });
    writeFileSync(
      path.join(root, "partners/warehouse.yaml"),
      'name: Warehouse\nurl: "https://warehouse.example/"\nagain: https://warehouse.example/\n',
    );
    writeFileSync(
      path.join(root, "blogs/lineage.md"),
      "---\ntitle: Lineage\n---\nRead [the standard](https://standards.example/lineage).\nSee https://docs.example/guide, then /services.\n",
    );
    writeFileSync(path.join(root, "notes.txt"), "https://ignored.example/");
    expect(outboundLinksIn(root)).toEqual([
      { url: "https://standards.example/lineage", file: "blogs/lineage.md", line: 4 },
      { url: "https://docs.example/guide", file: "blogs/lineage.md", line: 5 },
      { url: "https://warehouse.example/", file: "partners/warehouse.yaml", line: 2 },
    ]);
  });
});
