import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint, WAIT_FOR_FIRST_PAINT } from "./hydrate-after-paint";

const page = (script: string) =>
  `<html><body><main>Hi</main><script>window.__ctx={}</script><script type="module" async="">${script}</script></body></html>`;

describe("hydrateAfterFirstPaint", () => {
  it("turns the route modules' static imports into imports made after the first paint, keeping names and the rest", () => {
    const script =
      ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/route-B.js";\n  window.__reactRouterRouteModules = {"root":route0,"r":route1};\n\nimport("/assets/entry.client-C.js");';
    expect(hydrateAfterFirstPaint(page(script))).toBe(
      page(
        `${WAIT_FOR_FIRST_PAINT}const [route0,route1]=await Promise.all([import("/assets/root-A.js"),import("/assets/route-B.js")]);;\n\n\n  window.__reactRouterRouteModules = {"root":route0,"r":route1};\n\nimport("/assets/entry.client-C.js");`,
      ),
    );
  });

  it("compacts the route manifest, keeping its content", () => {
    const manifest = {
      entry: { module: "/assets/entry.client-C.js", imports: ["/assets/framework-D.js"] },
      routes: { root: { id: "root", path: "" } },
    };
    const script = `\nimport * as route0 from "/assets/root-A.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};`;
    const out = hydrateAfterFirstPaint(page(script));
    expect(out).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`);
    expect(out).not.toContain(JSON.stringify(manifest, null, 2));
  });

  it("refuses a module script whose imports it does not understand, so a React Router change fails the build", () => {
    expect(() => hydrateAfterFirstPaint(page('import { a } from "/x.js";'))).toThrow(/Unexpected static import/);
  });

  it("leaves a page without a module script alone", () => {
    expect(hydrateAfterFirstPaint("<html><body>Hi</body></html>")).toBe("<html><body>Hi</body></html>");
  });
});
