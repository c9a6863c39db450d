import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { builtPages, clientDir } from "./support/built-pages";

// The content editor (Keystatic) is loaded only by its own page, in the browser: public pages gain nothing.
const assets = path.join(clientDir, "assets");
const source = (file: string) => readFileSync(path.join(assets, file), "utf8");
const EDITOR_ROUTE = "routes/staff/content/route";

/** The files `file` imports statically (`dynamic`: the ones it loads with import() instead). */
function importsOf(file: string, dynamic: boolean): string[] {
  // The minifier writes a dynamic import's specifier as a template literal, a static one in double quotes.
  const pattern = dynamic ? /import\(\s*["`]\.\/([\w.-]+\.js)["`]\s*\)/g : /(?:from|import)\s*"\.\/([\w.-]+\.js)"(?!\s*\))/g;
  return [...source(file).matchAll(pattern)].map((match) => match[1]!);
}

function staticClosure(files: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of importsOf(file, false)) visit(imported);
  };
  files.forEach(visit);
  return found;
}

/** The file of a route's module in the built route manifest. */
function routeModule(id: string): string {
  const manifest = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file))!;
  const route = new RegExp(`"${id}":\\{[^}]*"module":"/assets/([\\w.-]+\\.js)"`).exec(source(manifest));
  if (!route) throw new Error(`${id} is not in the route manifest`);
  return route[1]!;
}

describe("the content editor's chunks", () => {
  const editorRoute = routeModule(EDITOR_ROUTE);
  const routeStatic = staticClosure([editorRoute, routeModule("root")]);
  // What the editor page loads on demand, less what its route module and the root (on every page) already share.
  const editorChunks = [...staticClosure(importsOf(editorRoute, true))].filter((file) => !routeStatic.has(file));

  it("hold Keystatic, pointed at the editor's API, loaded by the editor page with import()", () => {
    expect(editorChunks.length).toBeGreaterThan(0);
    expect(editorChunks.some((file) => source(file).includes(`${staffPaths.contentApi}/tree`))).toBe(true);
    expect([...routeStatic].some((file) => source(file).includes(`${staffPaths.contentApi}/tree`))).toBe(false);
  });

  it("are neither named nor loaded by any public page's HTML or the JavaScript it loads", () => {
    const found = builtPages().flatMap(({ route, html }) => {
      const referenced = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]!);
      const loaded = staticClosure(referenced);
      return editorChunks.flatMap((chunk) => [
        ...(html.includes(chunk) ? [`${route}: its HTML names ${chunk}`] : []),
        ...[...loaded].filter((file) => file === chunk || source(file).includes(chunk)).map((file) => `${route}: ${file} refers to ${chunk}`),
      ]);
    });
    expect(found).toEqual([]);
  });
});
