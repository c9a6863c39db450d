import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { keystaticPathsLeft, rewriteKeystaticPaths } from "./keystatic-paths";

const dist = path.resolve("node_modules/@keystatic/core/dist");
/** The files the editor's UI loads: @keystatic/core/ui's browser build and every file of the package it imports. */
function uiFiles(): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const code = readFileSync(path.join(dist, name), "utf8");
    for (const match of code.matchAll(/(?:from|import\()\s*['"]\.\/([^'"]+\.js)['"]/g)) visit(match[1]!);
  };
  visit("keystatic-core-ui.js");
  return [...found];
}
const browserFiles = uiFiles();

describe("Keystatic's path literals", () => {
  it("finds the paths in the installed version before rewriting (so the check below can fail)", () => {
    const found = browserFiles.flatMap((name) => keystaticPathsLeft(readFileSync(path.join(dist, name), "utf8")));
    expect(found.some((line) => line.includes("'/api/keystatic/tree'"))).toBe(true);
    expect(found.some((line) => line.includes('basePath = "/keystatic"'))).toBe(true);
  });

  it.each(browserFiles)("leaves none unrewritten in %s", (name) => {
    expect(keystaticPathsLeft(rewriteKeystaticPaths(readFileSync(path.join(dist, name), "utf8")))).toEqual([]);
  });

  it.each(browserFiles)("links no third-party stylesheet in %s", (name) => {
    expect(rewriteKeystaticPaths(readFileSync(path.join(dist, name), "utf8"))).not.toContain("fonts.googleapis.com");
  });

  it("points the UI, its router and its API at the staff paths", () => {
    const code = [
      "fetch('/api/keystatic/tree')",
      "fetch(`/api/keystatic/blob/${oid}/${filepath}`)",
      'basePath = "/keystatic";',
      "router.push(`/keystatic/branch/${b}`)",
      "`${window.location.origin}/keystatic/cloud/oauth/callback`",
      'new URL("/keystatic", deployedURL)',
      'parsedUrl.pathname.replace(/^\\/keystatic\\/?/, "")',
      'newUrl.pathname.startsWith("/keystatic")',
    ].join("\n");
    expect(rewriteKeystaticPaths(code)).toBe(
      [
        `fetch('${staffPaths.contentApi}/tree')`,
        `fetch(\`${staffPaths.contentApi}/blob/\${oid}/\${filepath}\`)`,
        `basePath = "${staffPaths.content}";`,
        `router.push(\`${staffPaths.content}/branch/\${b}\`)`,
        `\`\${window.location.origin}${staffPaths.content}/cloud/oauth/callback\``,
        `new URL("${staffPaths.content}", deployedURL)`,
        'parsedUrl.pathname.replace(/^\\/staff\\/content\\/?/, "")',
        `newUrl.pathname.startsWith("${staffPaths.content}")`,
      ].join("\n"),
    );
  });
});
