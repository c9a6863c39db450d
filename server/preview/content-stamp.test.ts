import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentStamp } from "./content-stamp";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A small content tree whose files and folders all carry one old time, so any change shows as a newer one. */
function tree() {
  const root = mkdtempSync(path.join(tmpdir(), "content-stamp-"));
  roots.push(root);
  mkdirSync(path.join(root, "blogs"));
  writeFileSync(path.join(root, "site.yaml"), "name: x\n");
  writeFileSync(path.join(root, "blogs", "a.md"), "---\ntitle: A\n---\n");
  const old = new Date("2024-01-01T00:00:00Z");
  for (const entry of ["site.yaml", "blogs/a.md", "blogs", "."]) utimesSync(path.join(root, entry), old, old);
  return root;
}

describe("contentStamp", () => {
  it("stays the same while nothing changes", () => {
    const root = tree();
    expect(contentStamp(root)).toBe(contentStamp(root));
  });

  it("changes when a file is saved", () => {
    const root = tree();
    const before = contentStamp(root);
    writeFileSync(path.join(root, "blogs", "a.md"), "---\ntitle: B\n---\n");
    expect(contentStamp(root)).not.toBe(before);
  });

  it("changes when an entry is added, removed or renamed", () => {
    const root = tree();
    const before = contentStamp(root);
    writeFileSync(path.join(root, "blogs", "b.md"), "---\ntitle: B\n---\n");
    const added = contentStamp(root);
    expect(added).not.toBe(before);
    rmSync(path.join(root, "blogs", "b.md"));
    const removed = contentStamp(root);
    expect(removed).not.toBe(added);
    renameSync(path.join(root, "blogs", "a.md"), path.join(root, "blogs", "c.md"));
    expect(contentStamp(root)).not.toBe(removed);
  });

  it("throws for a folder that does not exist (the preview says so)", () => {
    expect(() => contentStamp(path.join(tmpdir(), "no-such-content-folder"))).toThrow();
  });
});
