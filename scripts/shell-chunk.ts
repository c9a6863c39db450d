import type { Plugin } from "vite";

/**
 * How the browser build groups the site's own modules into files. Left to itself, the bundler gives every set of
 * routes that shares modules a chunk of its own: about 15 files on a page, several under 500 bytes, each
 * compressed on its own. `shell` holds what nearly every page loads anyway (the root layout and everything
 * it imports, and the modules at least SHELL_SHARE of the public route modules use); one file compresses better than
 * many. React and React Router go to `framework`, so that no library is pulled into `shell` only because a
 * shell module imports it.
 */
type ModuleInfo = { isEntry: boolean; importers: readonly string[] } | null;
/** What Rolldown's code splitting hands a group's `name` function (its ChunkingContext). */
type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo };

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
// Vite's preload helper (what a dynamic import runs) is the toolchain's, not the site's: it goes with them, as Rollup's
// CommonJS helpers did before Vite 8 (Rolldown keeps its own runtime in a chunk of the entry group).
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)\/|^\0vite\/preload-helper/;

/** How many of `moduleIds` are public route modules: the count SHELL_SHARE is a share of. */
export function publicRouteCount(moduleIds: Iterable<string>): number {
  let count = 0;
  for (const id of moduleIds) if (isPublicRoute(id)) count += 1;
  return count;
}

/**
 * The chunk a module goes to (undefined: wherever the bundler's own splitting puts it), given the number of public
 * route modules in the build, read once the module graph is complete.
 */
export function chunkNamer(publicRoutes: () => number) {
  const routesReaching = new Map<string, Set<string>>();

  // The route modules that import `id`, directly or through other modules (static imports only).
  function routesOf(id: string, context: ChunkingContext, visiting = new Set<string>()): Set<string> {
    const known = routesReaching.get(id);
    if (known) return known;
    const routes = new Set<string>();
    const info = context.getModuleInfo(id);
    if (!info || visiting.has(id)) return routes;
    visiting.add(id);
    if (info.isEntry && id.endsWith(ROUTE_MODULE)) routes.add(id);
    for (const importer of info.importers) for (const route of routesOf(importer, context, visiting)) routes.add(route);
    visiting.delete(id);
    routesReaching.set(id, routes);
    return routes;
  }

  return function chunkOf(id: string, context: ChunkingContext): string | undefined {
    if (FRAMEWORK.test(id)) return "framework";
    if (id.includes("/node_modules/")) return undefined;
    if (MOTION_CONTROLS.test(id)) return "motion-controls";
    if (SHELL_ALWAYS.test(id)) return "shell";
    const routes = routesOf(id, context);
    if (id.endsWith(ROOT_MODULE) || [...routes].some((route) => route.endsWith(ROOT_MODULE))) return "shell";
    return [...routes].filter(isPublicRoute).length >= SHELL_SHARE * publicRoutes() ? "shell" : undefined;
  };
}

/**
 * The chunks, first to last: a group takes the modules named for it and, with them, the modules they import that no
 * earlier group took (Rolldown's includeDependenciesRecursively). Shared code such as the icon and `cn` thus goes to
 * the shell with the root layout, not to the pause button's file, which only the pages with motion load.
 */
const CHUNKS = ["framework", "shell", "motion-controls"] as const;

/**
 * The Vite plugin that applies it to the browser build, as Rolldown code-splitting groups (the public seam Vite 8
 * offers for this; a group's `name` function sees one module at a time, so the route count is read at the end of the
 * module graph's build).
 */
export function shellChunks(): Plugin {
  let publicRoutes = 0;
  const chunkOf = chunkNamer(() => publicRoutes);
  return {
    name: "shell-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      publicRoutes = publicRouteCount(this.getModuleIds());
      if (!publicRoutes)
        this.error(`scripts/shell-chunk.ts: no module id ends in "${ROUTE_MODULE}"; React Router names its route modules differently now`);
    },
    outputOptions(options) {
      const groups = CHUNKS.map((chunk, index) => ({
        name: (id: string, context: ChunkingContext) => (chunkOf(id, context) === chunk ? chunk : null),
        debugName: chunk,
        priority: CHUNKS.length - index,
      }));
      return { ...options, codeSplitting: { groups } };
    },
  };
}
