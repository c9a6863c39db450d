import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "#shared/staff-paths.ts";
import { declaredWithoutScripts, pageScriptProblems } from "#scripts/pages-without-scripts.ts";
import { buildDir, builtPages } from "./support/built-pages";

// app/rendering/page-scripts.ts: a page with nothing to hydrate ships no scripts; an interactive one keeps React.
// The kinds of page that have nothing to hydrate (issue 34): a page of these kinds that gained a script fails here.
const WITHOUT_SCRIPTS = [
  /^\/resources\/(?:blogs|whitepapers|case-studies)\/[^/]+$/, // articles, whitepapers and case studies
  /^\/gallery\/[^/]+$/, // gallery items
  /^\/resources\/webinars(?:\/[^/]+)?$/,
  /^\/resources\/digital-brochures$/,
  /^\/privacy-policy$/,
  /^\/employee-portal$/,
];
// Interactive pages: the built ones must carry React Router's module script, the live ones must not declare none.
const INTERACTIVE_BUILT = ["/", "/contact-us", "/gallery"];
const INTERACTIVE_LIVE = ["/search", staffPaths.home, staffPaths.leads, staffPaths.insights, staffPaths.content, staffPaths.contentPublish];

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
});

describe("scripts, every built page", () => {
  it("a page that declares it needs no scripts carries none of React Router's output; every other page carries its module script", () => {
    const problems = builtPages().flatMap(({ route, html }) => pageScriptProblems(route, html, declaredWithoutScripts(build, route)));
    expect(problems).toEqual([]);
  });

  it("the articles, whitepapers, case studies, gallery items, webinars, brochures, privacy policy and employee portal ship no scripts", () => {
    const pages = builtPages().filter(({ route }) => WITHOUT_SCRIPTS.some((pattern) => pattern.test(route)));
    expect(pages.length, "no built page of those kinds: are the patterns still right?").toBeGreaterThan(40);
    const problems = pages.flatMap(({ route, html }) => [
      ...(declaredWithoutScripts(build, route) ? [] : [`${route}: its routes do not declare that it needs no scripts`]),
      ...pageScriptProblems(route, html, true),
    ]);
    expect(problems).toEqual([]);
  });

  it("the home, contact and gallery pages keep React Router's scripts", () => {
    const pages = new Map(builtPages().map(({ route, html }) => [route, html]));
    const problems = INTERACTIVE_BUILT.flatMap((route) =>
      pages.has(route) ? pageScriptProblems(route, pages.get(route)!, false) : [`${route}: not built`],
    );
    expect(problems).toEqual([]);
  });

  it("the search and the staff pages, answered live, keep React Router's scripts", async () => {
    const declared = INTERACTIVE_LIVE.filter((route) => declaredWithoutScripts(build, route));
    expect(declared.map((route) => `${route}: declares it needs no scripts`)).toEqual([]);
    const search = await createRequestHandler(build, "production")(new Request("http://localhost/search?q=data"));
    expect(search.status).toBe(200);
    expect(pageScriptProblems("/search", await search.text(), false)).toEqual([]);
  });
});
