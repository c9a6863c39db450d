/** Joins the canonical origin and a path; the origin has no trailing slash. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** True when `pathname` falls under one of `prefixes` (a prefix matches itself and its sub-paths). */
export function matchesRoute(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
