import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { readSingleton } from "#app/.server/content/content-files.ts";
import { headingIdAnnotations } from "#app/.server/content/heading-id.ts";

const contentDir = path.dirname(new URL(import.meta.url).pathname);

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return contentFiles(full);
    return /\.(yaml|md)$/.test(name) ? [full] : [];
  });
}

/** A figure (or a {token} that becomes one) and its unit with a breaking space between them: the line may break there. */
const breakingFigureUnit = /(\d+(?:[.,]\d+)*|\{\w+\})[ \t]+(%|‰|°[CF]|ms|mins?|hrs?|[KMGTP]i?B|[KMG]bps|kg|km|cm|mm|[GM]Hz)(?![\w])/g;

function breakingFigures(text: string): string[] {
  // A heading's {% #id %} is markup, not a figure and its unit.
  return text
    .replace(headingIdAnnotations, "")
    .split("\n")
    .flatMap((line, index) => [...line.matchAll(breakingFigureUnit)].map((match) => `${index + 1}: "${match[0]}"`));
}

const pagesDir = path.join(contentDir, "pages");
const heroes = readdirSync(pagesDir).flatMap((file) => {
  const page = yaml.load(readFileSync(path.join(pagesDir, file), "utf8")) as { hero?: { title?: string; lead?: string } } | null;
  const hero = page?.hero;
  return hero?.title ? [{ file, title: hero.title, lead: hero.lead ?? "" }] : [];
});

describe("copy rules", () => {
  it("no YAML content file holds a comment: a save in the editor would drop it; words for editors go in the schema's describe()", () => {
    const comments = contentFiles(contentDir)
      .filter((file) => file.endsWith(".yaml"))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (/^\s*#/.test(line) ? [`${path.relative(contentDir, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(comments).toEqual([]);
  });

  it("a figure never breaks from its unit: a no-break space (or none) between them, in every content file", () => {
    const found = contentFiles(contentDir).flatMap((file) =>
      breakingFigures(readFileSync(file, "utf8")).map((hit) => `${path.relative(contentDir, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it("the unit rule catches what it should", () => {
    expect(breakingFigures("97 % on time, 98\u00a0% accurate, 97% done, {minutes} min read, 5 minutes, 3 MB, page 2 of 5")).toEqual([
      '1: "97 %"',
      '1: "{minutes} min"',
      '1: "3 MB"',
    ]);
  });

  it("each page has its own heading: no page's hero title heads or opens another page", () => {
    expect(heroes.length).toBeGreaterThan(10);
    const clashes = heroes.flatMap((page) =>
      heroes
        .filter((other) => other !== page && (other.title === page.title || other.lead.startsWith(page.title)))
        .map((other) => `${page.file} "${page.title}" also in ${other.file}`),
    );
    expect(clashes).toEqual([]);
  });

  it("whitepapers are asked for with a form, so no copy calls them free to download", () => {
    const free = contentFiles(contentDir).filter((file) => /free (to )?download/i.test(readFileSync(file, "utf8")));
    expect(free).toEqual([]);
    expect(readSingleton("resourcesPage").hub.cards.find((card) => card.href === "/resources/whitepapers")?.line).toMatch(/work email/);
  });
});
