import { describe, expect, it } from "vitest";
import { MANIFEST } from "#scripts/hydrate-after-paint.ts";
import { builtPages } from "./support/built-pages";

type RouteManifest = { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports?: string[] }> };

// scripts/shell-chunk.ts: the root layout and the modules most routes share are one file; React and React Router another.
describe("chunks", () => {
  const manifest = JSON.parse(MANIFEST.exec(builtPages().find(({ route }) => route === "/")!.html)![2]!) as RouteManifest;
  const shell = (imports: string[] = []) => imports.filter((file) => /\/shell-[\w-]+\.js$/.test(file));

  it("puts React and React Router in one framework chunk of the entry group", () => {
    expect(manifest.entry.imports.filter((file) => /\/framework-[\w-]+\.js$/.test(file)), `the entry group is ${manifest.entry.imports.join(", ")}`).toHaveLength(1);
  });

  it("gives the root route one shell chunk, and every page's routes the same one", () => {
    const rootShell = shell(manifest.routes.root?.imports);
    expect(rootShell, `the root route imports ${manifest.routes.root?.imports?.join(", ")}`).toHaveLength(1);
    const others = builtPages().flatMap(({ route, html }) => {
      const json = MANIFEST.exec(html)?.[2];
      if (!json) return []; // a page without scripts (page-scripts.test.ts)
      const routes = (JSON.parse(json) as RouteManifest).routes;
      return Object.entries(routes)
        .filter(([, entry]) => shell(entry.imports).some((file) => file !== rootShell[0]))
        .map(([id]) => `${route}: route ${id} imports a shell chunk other than ${rootShell[0]}`);
    });
    expect(others).toEqual([]);
  });
});
