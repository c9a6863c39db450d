import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withoutScripts } from "#app/rendering/page-scripts.ts";
import { declaredWithoutScripts, pageScriptProblems } from "./pages-without-scripts";

// The shape of a server build's route table: a root, an index, a page without scripts, and one below a prefix.
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
    "routes/privacy": { id: "routes/privacy", parentId: "root", path: "privacy-policy", module: { handle: withoutScripts } },
    "routes/article": { id: "routes/article", parentId: "root", path: "resources/:kind/:keyword", module: { handle: withoutScripts } },
    "routes/list": { id: "routes/list", parentId: "root", path: "resources/:kind", module: { handle: { other: true } } },
  },
} as unknown as ServerBuild;

const withScripts =
  '<html><body><script>window.__reactRouterContext = {};</script><script type="module">import("/a.js");</script></body></html>';
const withNone = "<html><head><script>(()=>{})()</script></head><body><main>Text</main></body></html>";

describe("declaredWithoutScripts", () => {
  it("reads the handle of the routes a path matches", () => {
    expect(declaredWithoutScripts(build, "/privacy-policy")).toBe(true);
    expect(declaredWithoutScripts(build, "/resources/blogs/data-masking")).toBe(true);
    expect(declaredWithoutScripts(build, "/resources/blogs")).toBe(false);
    expect(declaredWithoutScripts(build, "/")).toBe(false);
    expect(declaredWithoutScripts(build, "/no-such-page")).toBe(false);
  });
});

describe("pageScriptProblems", () => {
  it("finds React Router's output on a page that declares it needs none", () => {
    expect(pageScriptProblems("/p", withNone, true)).toEqual([]);
    expect(pageScriptProblems("/p", withScripts, true)).toEqual([
      "/p: declares it needs no scripts, yet carries a module script",
      "/p: declares it needs no scripts, yet carries React Router's globals or hydration data",
    ]);
    expect(pageScriptProblems("/p", withNone.replace("</head>", '<link rel="modulepreload" href="/a.js"/></head>'), true)).toEqual([
      "/p: declares it needs no scripts, yet carries a module preload",
    ]);
  });

  it("finds an interactive page that lost its module script", () => {
    expect(pageScriptProblems("/", withScripts, false)).toEqual([]);
    expect(pageScriptProblems("/", withNone, false)).toEqual(["/: no module script, yet it has things to hydrate"]);
  });
});
