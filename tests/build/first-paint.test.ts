import { describe, expect, it } from "vitest";
import { paths } from "#shared/paths.ts";
import { MANIFEST, STATIC_IMPORT_STATEMENT, WAIT_FOR_FIRST_PAINT } from "#scripts/hydrate-after-paint.ts";
import { builtPages, pageUrl, readClientFile, withoutNoscript } from "./support/built-pages";

// What a page may fetch before its first paint: its HTML and its stylesheet (README, "How a page loads").
// scripts/drop-module-preloads.ts, scripts/hydrate-after-paint.ts, the head script's data-art and font handling.
const FETCHED_SCRIPT = /<script\b[^>]*\ssrc=/;
const EARLY_LINK = /<link\b[^>]*\brel="(?:modulepreload|preload|prefetch|preconnect)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
const ART_REFERENCE = /\s(?:href|src|xlink:href|srcset)="([^"]*\/art\/[^"#]*)/g;
// The office map's land is the map itself, not decoration: the one file in /art/ a page fetches at once.
const CONTENT_ART = new Set<string>([paths.worldLand]);
const FONT_FILE = /\.(?:woff2?|ttf|otf)\b/;

describe("nothing but the HTML and the stylesheet before the first paint, every built page", () => {
  it("has no module preload, preload, prefetch or script file", () => {
    const early = builtPages().flatMap(({ route, html }) => [
      ...[...withoutNoscript(html).matchAll(EARLY_LINK)].map(([link]) => `${route}: ${link} fetches before the first paint`),
      ...(FETCHED_SCRIPT.test(html) ? [`${route}: a <script src> fetches before the first paint`] : []),
    ]);
    expect(early).toEqual([]);
  });

  it("imports the route modules only once the first paint is reported (the module script's first statement waits for it)", () => {
    const eager = builtPages().flatMap(({ route, html }) => {
      const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
      // A page without scripts has none at all (page-scripts.test.ts holds which pages those are).
      if (scripts.length === 0) return [];
      if (scripts.length !== 1) return [`${route}: ${scripts.length} module scripts, expected React Router's one`];
      const body = scripts[0]!;
      if (!body.startsWith(WAIT_FOR_FIRST_PAINT)) return [`${route}: the module script starts "${body.slice(0, 80)}…", not with the wait for the first paint`];
      return STATIC_IMPORT_STATEMENT.test(body) ? [`${route}: the module script keeps a static import, fetched before the first paint`] : [];
    });
    expect(eager).toEqual([]);
  });

  it("writes the route manifest global compact", () => {
    const loose = builtPages().flatMap(({ route, html }) => {
      const json = MANIFEST.exec(html)?.[2];
      if (!json) return MODULE_SCRIPT.test(html) ? [`${route}: no window.__reactRouterManifest`] : [];
      const compact = JSON.stringify(JSON.parse(json));
      return json === compact ? [] : [`${route}: the route manifest is ${json.length - compact.length} bytes longer than compact`];
    });
    expect(loose).toEqual([]);
  });

  it("asks for no font file: none linked, and no stylesheet linked outside <noscript> loads one", () => {
    const fonts = builtPages().flatMap(({ route, html }) =>
      [...withoutNoscript(html).matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*>/g)].flatMap(([link, href]) => {
        if (FONT_FILE.test(href!)) return [`${route}: ${link} fetches a font before the first paint`];
        if (!/\brel="stylesheet"/.test(link)) return [];
        const css = readClientFile(new URL(href!, pageUrl(route))).toString("utf8");
        return /url\([^)]*\.(?:woff2?|ttf|otf)\b/.test(css) ? [`${route}: stylesheet ${href} loads a font file before the first paint`] : [];
      }),
    );
    expect(fonts).toEqual([]);
  });

  it("names decorative art in data-art only, so no drawing is fetched before the first paint", () => {
    const pages = builtPages();
    const fetched = pages.flatMap(({ route, html }) =>
      [...html.matchAll(ART_REFERENCE)].filter(([, file]) => !CONTENT_ART.has(file!)).map(([, file]) => `${route}: fetches the drawing ${file} before the first paint`),
    );
    expect([...new Set(fetched)]).toEqual([]);
    expect(pages.some(({ html }) => html.includes('data-art="/art/')), "no page names its art in data-art any more: is this check still looking at the right thing?").toBe(true);
  });
});

// app/entry.server.tsx's progressiveChunkSize: past React's default chunk size it sends a large Suspense boundary (the
// home page's deferred sections) after the rest of the page, hidden, for an inline script to move into place a frame
// later; until then hydration and an in-page link meet an empty placeholder (docs/first-paint.md).
const HELD_BACK_SEGMENT = /<div hidden id="S:[0-9a-f]+">/g;

describe("every Suspense boundary in place, every built page", () => {
  it("holds no boundary's content back, hidden, for a script to reveal", () => {
    const heldBack = builtPages().flatMap(({ route, html }) => {
      const count = html.match(HELD_BACK_SEGMENT)?.length ?? 0;
      return count ? [`${route}: ${count} boundaries sent after the page, hidden`] : [];
    });
    expect(heldBack).toEqual([]);
  });
});
