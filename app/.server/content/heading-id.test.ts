import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import publishedAnchors from "#tests/fixtures/article-anchors.json";
import { contentRoot } from "./content-root";
import { renderMarkdown } from "./markdown";

const folders = ["blogs", "case-studies", "whitepapers", "legal"];
const renderedAnchors = (file: string) =>
  [...renderMarkdown(matter(readFileSync(path.join(contentRoot, file), "utf8")).content).html.matchAll(/<h\d id="([^"]+)"/g)].map(
    (match) => match[1],
  );

describe("heading anchors", () => {
  // Links in the wild point at these ids: the move to the editor's {% #id %} annotation (and to generated ids
  // where the old explicit id was the heading's slug anyway) must keep every one of them.
  it("every article and legal page keeps the anchors it was published with", () => {
    const files = folders.flatMap((folder) => readdirSync(path.join(contentRoot, folder)).map((name) => `${folder}/${name}`)).sort();
    expect(files).toEqual(Object.keys(publishedAnchors).sort());
    for (const file of files) expect(renderedAnchors(file), file).toEqual(publishedAnchors[file as keyof typeof publishedAnchors]);
  });

  it("no body still carries the old {#id} syntax, which the editor would not keep", () => {
    const old = folders.flatMap((folder) =>
      readdirSync(path.join(contentRoot, folder)).filter((name) =>
        /\{#[\w-]+\}/.test(readFileSync(path.join(contentRoot, folder, name), "utf8")),
      ),
    );
    expect(old).toEqual([]);
  });
});
