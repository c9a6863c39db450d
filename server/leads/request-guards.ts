export const CROSS_SITE_REFUSAL = "Posts from other sites are refused";

export type { PostHeaders } from "#shared/request-shapes.ts";
import type { PostHeaders } from "#shared/request-shapes.ts";

/**
 * The page a post came from: the path of a same-origin Referer, else the route itself. React Router 8 passes
 * requests through as they came, so a script's post to a route arrives at
 * its data URL: `/contact-us.data`, or `/_.data` for `/`.
 */
export function sourcePage(request: { url: string; headers: PostHeaders }): string {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  try {
    const from = referer ? new URL(referer) : undefined;
    if (from && from.origin === url.origin) return from.pathname.slice(0, 300);
  } catch {
    // A malformed Referer is simply not recorded.
  }
  return url.pathname.replace(/(\/)_\.data$|\.data$/, "$1").slice(0, 300);
}
