// React Router's own output, as <Scripts> writes it (pinned by tests/build/react-router-format.test.ts).
export const MODULE_SCRIPT = /<script type="module"([^>]*)>([\s\S]*?)<\/script>/;
export const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
/** Any static import statement (`import x from`, `import "x"`, `import {`): dynamic `import(` is not one. */
export const STATIC_IMPORT_STATEMENT = /(?:^|[;\n])\s*import\s*[\w*{"]/;
export const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/**
 * How the rewritten module script begins: nothing after it runs before the first paint (app/lib/after-first-paint.ts,
 * which the head script, run before it in every page, shares as `window.afterFirstPaint`).
 */
export const WAIT_FOR_FIRST_PAINT = "await new Promise(afterFirstPaint);";

/**
 * React Router's inline module script imports the route modules statically, so the browser fetches the
 * whole app (about 130 KB gzipped) while it is still laying out the first paint. Pre-rendered pages are
 * readable without it: the rewritten script waits for the first paint (app/lib/after-first-paint.ts), then
 * imports the same modules under the same names and runs the rest of React Router's script unchanged.
 * Measured with Lighthouse mobile (simulated slow 4G) on /privacy-policy: see docs/performance.md.
 */
export function hydrateAfterFirstPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, (_whole, attributes: string, body: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    // The route manifest comes pretty-printed; compact, it is a few hundred bytes lighter on every page.
    const rest = body
      .replace(STATIC_IMPORT, "")
      .replace(MANIFEST, (_match, assign: string, json: string) => `${assign}${JSON.stringify(JSON.parse(json))};\n`);
    if (STATIC_IMPORT_STATEMENT.test(rest))
      throw new Error(`Unexpected static import in React Router's module script: ${rest.slice(0, 200)}`);
    const names = imports.map(([, name]) => name).join(",");
    const loads = imports.map(([, , specifier]) => `import(${specifier})`).join(",");
    return `<script type="module"${attributes}>${WAIT_FOR_FIRST_PAINT}const [${names}]=await Promise.all([${loads}]);${rest}</script>`;
  });
}
