/**
 * Pages of SPEC section 2 that the menus already link to but that are not built yet.
 * The browser link check reports links to these as pending instead of failing.
 * Remove a path from here in the change that builds its page.
 */
export const pendingRoutes: readonly string[] = [
  "/resources/*",
  // The resources hub, linked from the whitepaper download pages' breadcrumbs (issue 11 builds it).
  "/resources",
];

export function isPendingRoute(pathname: string): boolean {
  return pendingRoutes.some((pending) =>
    pending.endsWith("/*") ? pathname.startsWith(pending.slice(0, -1)) : pathname === pending,
  );
}
