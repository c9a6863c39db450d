import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { declaresNoScripts } from "#app/rendering/page-scripts.ts";

type RouteWithHandle = RouteObject & { handle?: unknown };

/** The server build's routes as the tree matchRoutes takes, each with its module's `handle`. */
function routeTree(build: ServerBuild): RouteWithHandle[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteWithHandle[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, handle: route.module.handle }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              handle: route.module.handle,
              children: childrenOf(route.id),
            },
      );
  return childrenOf(undefined);
}

/** Whether the page at `pathname` says, through the `handle` of a route it matches, that it ships no scripts. */
export function declaredWithoutScripts(build: ServerBuild, pathname: string): boolean {
  const matches = matchRoutes(routeTree(build), pathname) ?? [];
  return matches.some((match) => declaresNoScripts((match.route as RouteWithHandle).handle));
}

// React Router's output on a page: its module script, the module preloads React hoists, and the globals and hydration
// data its inline scripts set up (the formats tests/build/react-router-format.test.ts pins).
const REACT_ROUTER_OUTPUT = {
  "a module script": /<script\b[^>]*\btype="module"/,
  "a module preload": /<link\b[^>]*\brel="modulepreload"/,
  "React Router's globals or hydration data": /__reactRouter/,
};

/**
 * What is wrong with a built page's scripts: a page that declares it needs none (app/rendering/page-scripts.ts)
 * must carry none of React Router's output; any other page must carry its module script.
 */
export function pageScriptProblems(route: string, html: string, withoutScripts: boolean): string[] {
  if (!withoutScripts)
    return REACT_ROUTER_OUTPUT["a module script"].test(html) ? [] : [`${route}: no module script, yet it has things to hydrate`];
  return Object.entries(REACT_ROUTER_OUTPUT)
    .filter(([, pattern]) => pattern.test(html))
    .map(([what]) => `${route}: declares it needs no scripts, yet carries ${what}`);
}

/** For the post-build: fails the build, naming each page, when a page's scripts are not what its routes declare. */
export function checkPageScripts(build: ServerBuild, pages: { route: string; html: string }[]): void {
  const problems = pages.flatMap(({ route, html }) => pageScriptProblems(route, html, declaredWithoutScripts(build, route)));
  if (problems.length) throw new Error(`Pages whose scripts do not match their routes' handle:\n${problems.join("\n")}`);
}
