/**
 * Pages of the original site that the menus already link to but that are not built yet.
 * The browser link check reports links to these as pending instead of failing.
 * Remove a path from here in the change that builds its page.
 */
export const pendingRoutes: readonly string[] = [];

/** A `*` stands for one path segment, or for everything below when it ends the pattern ("/a/*"). */
export function isPendingRoute(pathname: string): boolean {
  return pendingRoutes.some((pending) => {
    if (pending.endsWith("/*")) return pathname.startsWith(pending.slice(0, -1));
    if (!pending.includes("*")) return pathname === pending;
    const segments = pending.split("/");
    const parts = pathname.split("/");
    return (
      segments.length === parts.length &&
      segments.every((segment, index) => (segment === "*" ? parts[index] !== "" : segment === parts[index]))
    );
  });
}
