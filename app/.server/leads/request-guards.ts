/** True when the browser says the post comes from another site: the form must not work as a relay. */
export function isCrossSite(request: Request, trustedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && !trustedOrigins.includes(origin);
}

/** The page a post came from: the path of a same-origin Referer, else the route itself. */
export function sourcePage(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  try {
    const from = referer ? new URL(referer) : undefined;
    if (from && from.origin === url.origin) return from.pathname.slice(0, 300);
  } catch {
    // A malformed Referer is simply not recorded.
  }
  return url.pathname.slice(0, 300);
}
