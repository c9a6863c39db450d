/**
 * A request path as React Router matches it (decoded, in any case), so a check by path (the staff area's origin rule,
 * a body limit) cannot be stepped around by `/STAFF/…` or `/%73taff/…`, which reach the same routes.
 */
export function routedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}
