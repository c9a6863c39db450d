// Files a static host or CDN reads from the publish folder (build/client): `_headers` and `_redirects`
// in the Netlify / Cloudflare Pages format, so pages served from the edge carry the very headers this
// server sends, and only the API and form posts reach the site's instances.
import { contentSecurityPolicy } from "./csp";
import type { PageManifest } from "./page-manifest";
import { SECURITY_HEADERS } from "./security-headers";
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from "./cache-control";
import { STAFF_HEADERS } from "./staff-headers";
import { isStaffPath, staffPaths } from "#shared/staff-paths.ts";

function rule(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

/**
 * Every answer gets the security headers; each page its own CSP (the hashes of its inline scripts) and
 * revalidation; hashed assets a year; the staff area (answered by the instances) never stored. No header appears in two rules that match one path: hosts join
 * such values with commas, which would weaken a CSP or muddle caching.
 */
export function headersFile(manifest: PageManifest): string {
  const rules = [
    rule("/*", { ...SECURITY_HEADERS }),
    rule("/assets/*", { "Cache-Control": ASSET_CACHE_CONTROL }),
    rule(staffPaths.home, { ...STAFF_HEADERS }),
    rule(`${staffPaths.home}/*`, { ...STAFF_HEADERS }),
  ];
  for (const [route, page] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
    const headers = { "Content-Security-Policy": contentSecurityPolicy(page.scriptHashes), "Cache-Control": PAGE_CACHE_CONTROL };
    rules.push(rule(route, headers));
    // Hosts that serve folder/index.html may answer at the slashed address too.
    if (route !== "/") rules.push(rule(`${route}/`, headers));
  }
  return `${rules.join("\n\n")}\n`;
}

/**
 * Proxies (status 200) to `origin` the API, the routes that take form posts (with their .data twin)
 * and `liveRoutes`, which only the server answers (such as signed download links; a trailing `/*` proxies a
 * whole folder, as the staff area is). The staff area's own posts are covered by its folder rule.
 */
export function redirectsFile(origin: string, actionRoutes: readonly string[], liveRoutes: readonly string[] = []): string {
  const lines = [
    `/api/*  ${origin}/api/:splat  200`,
    ...liveRoutes.map((route) => `${route}  ${origin}${route.replace(/\/\*$/, "/:splat")}  200`),
  ];
  for (const route of [...actionRoutes].sort()) {
    if (route.startsWith("/api/") || isStaffPath(route)) continue;
    lines.push(`${route}  ${origin}${route}  200`, `${route}.data  ${origin}${route}.data  200`);
  }
  return `${lines.join("\n")}\n`;
}

/** CDN_ORIGIN as an origin (no path, no trailing slash); a bad value stops the build naming the variable. */
export function cdnOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`CDN_ORIGIN must be an absolute http(s) URL of the site's instances, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`CDN_ORIGIN must use http or https, got "${raw}"`);
  return url.origin;
}
