import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScripts, sha256Source } from "#server/csp.ts";
import { headersFile } from "#server/static-host.ts";
import { builtPages, clientDir, pageManifest } from "./support/built-pages";

// Written by scripts/post-build.ts: each page's inline-script hashes, which the server and _headers put in its CSP.
describe("CSP hashes, every built page", () => {
  it("lists every pre-rendered HTML file in the page manifest", () => {
    const built = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && !file.startsWith(`assets${path.sep}`))
      .map((file) => file.split(path.sep).join("/"));
    const listed = new Set(builtPages().map((page) => page.file));
    expect(built.filter((file) => !listed.has(file)).map((file) => `${file}: built, but not in the page manifest (no CSP hashes)`)).toEqual([]);
  });

  it("hashes every inline script of a page in that page's CSP", () => {
    const missing = builtPages().flatMap(({ route, html, scriptHashes }) =>
      inlineScripts(html)
        .filter((script) => !scriptHashes.includes(sha256Source(script)))
        .map((script) => `${route}: inline script ${sha256Source(script)} (${script.slice(0, 60)}…) is not in its CSP`),
    );
    expect(missing).toEqual([]);
  });

  it("writes the same CSPs into _headers for a static host", () => {
    const file = path.join(clientDir, "_headers");
    expect(existsSync(file), "client/_headers was not written").toBe(true);
    expect(readFileSync(file, "utf8"), "client/_headers is not the one the page manifest gives").toBe(headersFile(pageManifest()));
  });
});
