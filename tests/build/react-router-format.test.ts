import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { pageJavaScriptOf } from "#scripts/bench/page-js.ts";
import { dropModulePreloads, MODULE_PRELOAD } from "#scripts/drop-module-preloads.ts";
import { hydrateAfterFirstPaint, MANIFEST, MODULE_SCRIPT, STATIC_IMPORT, STATIC_IMPORT_STATEMENT, WAIT_FOR_FIRST_PAINT } from "#scripts/hydrate-after-paint.ts";
import { ROUTE_MODULE } from "#scripts/shell-chunk.ts";
import { escapeForScript, heldByDocument, PAYLOAD, readPayload } from "#scripts/static-html-payload.ts";
import { buildDir, pageUrl, readClientFile } from "./support/built-pages";

// The post-build steps rewrite React Router's private output. These tests hold each format they match against
// what the installed react-router renders (the app's own server build, before any post-build step), so an
// upgrade that changes one fails here, by name, instead of quietly making the pages slow again.
const version = (createRequire(import.meta.url)("react-router/package.json") as { version: string }).version;
const changed = (what: string, step: string) => `react-router ${version} no longer writes ${what} as ${step} expects`;

const raw = new Map<string, string>();
beforeAll(async () => {
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  // A page whose footer is held as HTML (the privacy policy, with its Markdown, now ships no scripts), and the home
  // page with its deferred sections and JSON-LD.
  for (const route of ["/partnership", "/"]) {
    const response = await handler(new Request(new URL(route, "http://localhost")));
    expect(response.status, `rendering ${route}`).toBe(200);
    raw.set(route, await response.text());
  }
});

describe.each(["/partnership", "/"])(`React Router's output for %s`, (route) => {
  const html = () => raw.get(route)!;

  it("module preloads: self-closed <link rel=\"modulepreload\"> tags (scripts/drop-module-preloads.ts)", () => {
    const preloads = html().match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, changed("module preloads", "scripts/drop-module-preloads.ts")).toBeGreaterThan(0);
    expect(html().match(MODULE_PRELOAD), changed("module preloads", "MODULE_PRELOAD")).toEqual(preloads);
    expect(dropModulePreloads(html())).not.toContain("modulepreload");
  });

  it("the inline module script: route modules as `import * as routeN`, the manifest global, the entry import (scripts/hydrate-after-paint.ts)", () => {
    const scripts = html().match(new RegExp(MODULE_SCRIPT.source, "g")) ?? [];
    expect(scripts, changed("one inline module script", "MODULE_SCRIPT")).toHaveLength(1);
    const body = MODULE_SCRIPT.exec(html())![2]!;
    const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name]) => name);
    const modules = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(body)?.[1];
    expect(modules, changed("window.__reactRouterRouteModules", "hydrate-after-paint.ts")).toBeDefined();
    expect(imports, changed("route module imports", "STATIC_IMPORT")).toEqual([...modules!.matchAll(/:(route\d+)/g)].map(([, name]) => name));
    const rest = body.replace(STATIC_IMPORT, "");
    expect(rest, changed("no other static import", "hydrate-after-paint.ts")).not.toMatch(STATIC_IMPORT_STATEMENT);
    expect(rest, changed("the entry's dynamic import at the end", "hydrate-after-paint.ts")).toMatch(/\nimport\("\/assets\/entry\.client-[\w-]+\.js"\);\s*$/);
    const manifest = MANIFEST.exec(body);
    expect(manifest, changed("window.__reactRouterManifest", "MANIFEST")).not.toBeNull();
    expect(JSON.parse(manifest![2]!), changed("the manifest's entry group", "scripts/bench/page-js.ts")).toMatchObject({ entry: { module: expect.any(String), imports: expect.any(Array) }, routes: { root: expect.any(Object) } });
    const rewritten = MODULE_SCRIPT.exec(hydrateAfterFirstPaint(html()))![2]!;
    expect(rewritten.startsWith(WAIT_FOR_FIRST_PAINT)).toBe(true);
    expect(rewritten).not.toMatch(STATIC_IMPORT_STATEMENT);
  });

  it("the hydration payload: enqueue() chunks of a turbo-stream JSON line, escaped as the post-build re-escapes them (scripts/static-html-payload.ts)", () => {
    const chunks = html().match(/streamController\.enqueue\(/g)?.length ?? 0;
    const matched = [...html().matchAll(PAYLOAD)];
    expect(chunks).toBeGreaterThan(0);
    expect(matched.length, changed("the inline payload", "PAYLOAD")).toBe(chunks);
    for (const [, , literal] of matched) {
      expect(readPayload(literal!), changed("the payload's first line as a JSON array", "readPayload")).toBeDefined();
      // The step writes a changed chunk back with escapeForScript; unchanged, that must give React Router's bytes.
      expect(escapeForScript(JSON.stringify(JSON.parse(literal!))), changed("the payload's escaping", "escapeForScript")).toBe(literal);
    }
    const held = matched.flatMap(([, , literal]) => readPayload(literal!)!.values.filter((value) => heldByDocument(value, html())));
    expect(held.length, changed("section HTML in the payload as the page holds it", "heldByDocument")).toBeGreaterThan(0);
  });

  it("the first-view JavaScript, as the page-weight figures read it (scripts/bench/page-js.ts)", async () => {
    const js = await pageJavaScriptOf(html(), pageUrl(route), async (url) => readClientFile(url));
    expect(js.entry, changed("the entry group", "page-js.ts")).toBeGreaterThan(0);
    expect(js.beyondEntry).toBeGreaterThan(0);
  });
});

describe("React Router's Vite plugin", () => {
  it(`names a route module's client build "<file>${ROUTE_MODULE}" (scripts/shell-chunk.ts)`, () => {
    const plugin = readFileSync(createRequire(import.meta.url).resolve("@react-router/dev/vite"), "utf8");
    expect(plugin, changed("route module ids", "ROUTE_MODULE")).toContain(`"${ROUTE_MODULE}"`);
  });
});
