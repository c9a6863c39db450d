import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The route (page template) a path is served by, from the build's route table: what the vitals are kept by, so a
 * thousand articles make one row, and no raw path (which could carry anything a visitor typed) is ever stored.
 * Undefined for a path no page answers: a resource route (a feed, robots.txt) or the staff area.
 */
export function pageTemplates(routes: ServerBuild["routes"]) {
  const children = new Map<string | undefined, RouteObject[]>();
  const pages = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    if (route.module.default) pages.add(route.id);
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive },
    );
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) => (route.index ? route : { ...route, children: tree(route.id) }));
  const root = tree(undefined);
  return (path: string): string | undefined => {
    const leaf = matchRoutes(root, path)?.at(-1)?.route.id;
    if (!leaf || !pages.has(leaf) || /^routes\/staff\//.test(leaf)) return undefined;
    return leaf;
  };
}
