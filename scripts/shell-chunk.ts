/**
 * How the browser build groups the site's own modules into files. Left to itself, Rollup gives every set of
 * routes that shares modules a chunk of its own: about 15 files on a page, several under 500 bytes, each
 * compressed on its own. `shell` holds what nearly every page loads anyway (the root layout and everything
 * it imports, and the modules at least SHELL_SHARE of the public route modules use); one file compresses better than
 * many. React and React Router go to `framework`, so that no library is pulled into `shell` only because a
 * shell module imports it.
 */
type ModuleInfo = { isEntry: boolean; importers: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: (id: string) => ModuleInfo; getModuleIds: () => IterableIterator<string> };

export const SHELL_SHARE = 0.4;
// How React Router names a route module's client build in Vite's module graph (a private id: if it changes, the build fails).
export const ROUTE_MODULE = "?__react-router-build-client-route";
const ROOT_MODULE = `/app/root.tsx${ROUTE_MODULE}`;
/**
 * The pause control and the play state behind it: every auto-moving element loads both, and as two files of a few
 * hundred bytes each they cost more in compression than in code.
 */
const MOTION_CONTROLS = /\/app\/(components\/ui\/play-pause-button|lib\/use-play-state)\.tsx?$/;
/** A few lines that several kinds of page use: cheaper in the shell than as a file of their own. */
const SHELL_ALWAYS = /\/app\/lib\/use-hydrated\.ts$/;
/** The staff area's routes: only staff open them, so they never decide what every public page loads. */
const STAFF_ROUTE = /\/app\/routes\/staff\//;
const isPublicRoute = (id: string) => id.endsWith(ROUTE_MODULE) && !STAFF_ROUTE.test(id);
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)\/|commonjsHelpers/;

export function shellChunks() {
  const routesReaching = new Map<string, Set<string>>();
  let routeCount = 0;

  // The route modules that import `id`, directly or through other modules (static imports only).
  function routesOf(id: string, meta: ChunkMeta, visiting = new Set<string>()): Set<string> {
    const known = routesReaching.get(id);
    if (known) return known;
    const routes = new Set<string>();
    const info = meta.getModuleInfo(id);
    if (!info || visiting.has(id)) return routes;
    visiting.add(id);
    if (info.isEntry && id.endsWith(ROUTE_MODULE)) routes.add(id);
    for (const importer of info.importers) for (const route of routesOf(importer, meta, visiting)) routes.add(route);
    visiting.delete(id);
    routesReaching.set(id, routes);
    return routes;
  }

  return function manualChunks(id: string, meta: ChunkMeta): string | undefined {
    if (FRAMEWORK.test(id)) return "framework";
    if (id.includes("/node_modules/")) return undefined;
    if (MOTION_CONTROLS.test(id)) return "motion-controls";
    if (SHELL_ALWAYS.test(id)) return "shell";
    routeCount ||= [...meta.getModuleIds()].filter(isPublicRoute).length;
    if (!routeCount)
      throw new Error(
        `scripts/shell-chunk.ts: no module id ends in "${ROUTE_MODULE}"; React Router names its route modules differently now`,
      );
    const routes = routesOf(id, meta);
    if (id.endsWith(ROOT_MODULE) || [...routes].some((route) => route.endsWith(ROOT_MODULE))) return "shell";
    return [...routes].filter(isPublicRoute).length >= SHELL_SHARE * routeCount ? "shell" : undefined;
  };
}
