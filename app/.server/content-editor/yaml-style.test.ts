import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { contentRoot } from "#app/.server/content/content-root.ts";
import { inContentStyle } from "./yaml-style";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const restyled = (file: string, text: string) => decoder.decode(inContentStyle(file, encoder.encode(text)));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? yamlFiles(path.join(dir, entry.name)) : entry.name.endsWith(".yaml") ? [path.join(dir, entry.name)] : [],
  );
}

describe("the content's YAML style", () => {
  const files = yamlFiles(contentRoot).map((file) => path.relative(contentRoot, file));
  const text = (file: string) => readFileSync(path.join(contentRoot, file), "utf8");

  it.each(files.map((file) => [file]))("turns what Keystatic writes for %s into the same text as the file restyled", (file) => {
    expect(restyled(file, dump(load(text(file))))).toBe(restyled(file, text(file)));
  });

  it("is the style nearly every file is written in: a save changes only what the editor changed", () => {
    // The rest hold comments or inline lists for developers, which a save (Keystatic's, and any YAML writer's) drops.
    const handWritten = files.filter((file) => restyled(file, text(file)) !== text(file));
    expect(handWritten).toEqual([
      "navigation.yaml",
      "share-images.yaml",
      "unconfirmed-claims.yaml",
      ...files.filter((file) => file.startsWith("webinars/")),
    ]);
    expect(files.length - handWritten.length).toBeGreaterThan(60);
  });

  it("keeps the file's key order, nested too, with new keys last, and leaves out an empty list it left out", () => {
    const previous = encoder.encode("order: 10\ntitle: A\nphases:\n  - weeks: 2\n    phase: One\n");
    const saved = encoder.encode("title: B\ntabs: []\nphases:\n  - phase: One\n    weeks: 3\nicon: x\norder: 10\n");
    expect(decoder.decode(inContentStyle("services/a.yaml", saved, previous))).toBe(
      "order: 10\ntitle: B\nphases:\n  - weeks: 3\n    phase: One\nicon: x\n",
    );
  });

  it("leaves out an empty Search engines group the file left out, and keeps one that says something", () => {
    const previous = encoder.encode("title: A\norder: 10\n");
    const empty = encoder.encode("title: B\norder: 10\nsearchEngines: {}\n");
    expect(decoder.decode(inContentStyle("services/a.yaml", empty, previous))).toBe("title: B\norder: 10\n");
    const set = encoder.encode("title: B\norder: 10\nsearchEngines:\n  noindex: true\n");
    expect(decoder.decode(inContentStyle("services/a.yaml", set, previous))).toBe("title: B\norder: 10\nsearchEngines:\n  noindex: true\n");
  });

  it("keeps a Markdown file's body and its front matter's dates as written", () => {
    const saved = "---\ntitle: 'A: title'\ndate: 2026-04-08\n---\n\nBody with: colons\n";
    expect(restyled("blogs/x.md", saved)).toBe('---\ntitle: "A: title"\ndate: 2026-04-08\n---\n\nBody with: colons\n');
  });
});
