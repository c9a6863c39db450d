import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { siteScripts } from "#scripts/csp/site-inline-scripts.ts";
import type { SiteScript } from "#scripts/csp/site-script.ts";
import { inlineScripts, sha256Source } from "#server/csp.ts";
import { headersFile } from "#server/static-host.ts";
import { builtPages, clientDir, pageManifest } from "./support/built-pages";

const parsed = new Map<string, string[]>();

/** Every <script> a browser would run from the page's own text, as its HTML parser reads them. */
function runnableInlineScripts(html: string): string[] {
  const known = parsed.get(html);
  if (known) return known;
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll("script")]
    .filter((script) => !script.hasAttribute("src") && ["", "module", "text/javascript"].includes((script.getAttribute("type") ?? "").toLowerCase()))
    .map((script) => script.textContent ?? "")
    .filter(Boolean);
  parsed.set(html, scripts);
  return scripts;
}

let known: SiteScript[];
beforeAll(async () => {
  known = await siteScripts();
});

// Written by scripts/post-build.ts: each page's inline-script hashes, which the server and _headers put in its CSP,
// made only from the scripts the site itself writes (scripts/csp/).
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

  it("lists every inline script of every page, and each is one the site writes (head script, React Router's, React's)", () => {
    const scripts = builtPages().flatMap(({ route, html }) => runnableInlineScripts(html).map((script) => ({ route, script })));
    // The head script, and on a page with React Router's scripts at least five of theirs; a page without scripts
    // (app/rendering/page-scripts.ts) carries the head script alone.
    const withScripts = builtPages().filter(({ html }) => /<script\b[^>]*\btype="module"/.test(html)).length;
    expect(scripts.length).toBeGreaterThanOrEqual(withScripts * 6 + (builtPages().length - withScripts));
    const foreign = scripts
      .filter(({ script }) => !known.some((kind) => kind.is(script)))
      .map(({ route, script }) => `${route}: an inline script the site does not write: ${JSON.stringify(script.slice(0, 80))}`);
    expect(foreign).toEqual([]);
  });

  it("hashes nothing but the page's own inline scripts, as the browser reads them", () => {
    const extra = builtPages().flatMap(({ route, html, scriptHashes }) => {
      const own = new Set(runnableInlineScripts(html).map(sha256Source));
      return scriptHashes.filter((hash) => !own.has(hash)).map((hash) => `${route}: ${hash} is in its CSP but is no script of the page`);
    });
    expect(extra).toEqual([]);
  });

  it("writes the same CSPs into _headers for a static host", () => {
    const file = path.join(clientDir, "_headers");
    expect(existsSync(file), "client/_headers was not written").toBe(true);
    expect(readFileSync(file, "utf8"), "client/_headers is not the one the page manifest gives").toBe(headersFile(pageManifest()));
  });
});
