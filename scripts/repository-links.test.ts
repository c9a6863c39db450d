import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { brokenLinks, headingAnchors, outsideReferences, relativeLinks, repositoryFiles, textOf } from "./repository-links";

/** A relative path `levels` folders up, spelt at run time so this file names no outside document itself. */
const up = (levels: number, rest: string) => `${"../".repeat(levels)}${rest}`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The checker's test spells out made-up paths out of the repository, so it is the one file the check leaves alone.
const checker = new Set(["scripts/repository-links.test.ts"]);
const files = repositoryFiles(root);
const show = (problems: { file: string; line: number; text: string; reason: string }[]) =>
  problems.map((p) => `${p.file}:${p.line} ${p.text}: ${p.reason}`);

describe("the repository stands alone", () => {
  it("lists the repository's files", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/architecture.md");
    expect(files).toContain("scripts/repository-links.ts");
  });

  it("every relative link in README.md and docs/ points at a file, folder or heading that exists", () => {
    const markdown = files.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
    expect(markdown.length).toBeGreaterThan(5);
    expect(show(markdown.flatMap((file) => brokenLinks(root, file)))).toEqual([]);
  });

  it("no file names a path that climbs out of the repository", () => {
    const problems = files
      .filter((file) => !checker.has(file))
      .flatMap((file) => {
        const text = textOf(root, file);
        return text === undefined ? [] : outsideReferences(root, file, text);
      });
    expect(show(problems)).toEqual([]);
  });
});

describe("the checks catch what they are for", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "repository-links-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  mkdirSync(path.join(scratch, "docs"));
  writeFileSync(path.join(scratch, "docs", "urls.md"), "# URLs\n\n## Trailing slashes and redirects\n\n## Notes\n\n## Notes\n");
  const write = (markdown: string) => {
    writeFileSync(path.join(scratch, "README.md"), markdown);
    return brokenLinks(scratch, "README.md").map((problem) => [problem.text, problem.reason]);
  };

  it("accepts links to files, folders and headings that exist, and leaves code and web links alone", () => {
    const markdown = [
      "[urls](docs/urls.md), [the folder](docs/), [slashes](docs/urls.md#trailing-slashes-and-redirects), [again](docs/urls.md#notes-1)",
      "[site](https://example.com/x.md) [mail](mailto:a@example.com) [top](#readme)",
      "`[not a link](nowhere.md)`",
      "```\n[not a link either](nowhere.md)\n```",
      "# Readme",
    ].join("\n");
    expect(write(markdown)).toEqual([]);
  });

  it("reports a missing file, a path out of the repository and an anchor no heading makes", () => {
    expect(
      write(`[a](docs/missing.md)\n[b](${up(1, "elsewhere/notes.md")})\n[c](docs/urls.md#redirects)\n[d][ref]\n\n[ref]: docs/gone.md\n`),
    ).toEqual([
      ["docs/missing.md", "no such file or folder"],
      [up(1, "elsewhere/notes.md"), "points outside the repository"],
      ["docs/urls.md#redirects", "no heading makes #redirects"],
      ["docs/gone.md", "no such file or folder"],
    ]);
  });

  it("finds links with their lines, and headings' anchors as GitHub makes them", () => {
    expect(relativeLinks("intro\n\nsee [x](a.md#b) and [y](https://example.com)\n")).toEqual([{ target: "a.md#b", line: 3 }]);
    expect([...headingAnchors("# The contact API (contract)\n## Pages: `npm run bench:api`\n## Why\n## Why\n")]).toEqual([
      "the-contact-api-contract",
      "pages-npm-run-benchapi",
      "why",
      "why-1",
    ]);
  });

  it("flags a relative path out of the repository, in code or prose", () => {
    const cite = (file: string, text: string) => outsideReferences(scratch, file, text).map((problem) => problem.text);
    expect(cite("README.md", `Why: [the brief](${up(1, "elsewhere/brief.md")})`)).toEqual([up(1, "elsewhere/brief.md")]);
    expect(cite("docs/a.md", `read ${up(2, "notes/plan.txt")} first`)).toEqual([up(2, "notes/plan.txt")]);
    expect(cite("app/routes/x/route.tsx", `import { a } from "${up(4, "outside/a")}";`)).toEqual([up(4, "outside/a")]);
  });

  it("leaves alone what stays inside: the app's own shared/ folder, lower-case docs and relative paths within", () => {
    const cite = (file: string, text: string) => outsideReferences(scratch, file, text);
    expect(cite("app/routes/x/route.tsx", `import { a } from "${up(2, "shared/contact-schema")}";`)).toEqual([]);
    expect(
      cite("README.md", "shared/  runs in browser and server alike; see docs/design.md and the specification of a data contract"),
    ).toEqual([]);
    expect(cite("docs/a.md", `imports go through \`#app/*\` rather than \`${up(2, "")}\``)).toEqual([]);
  });
});
