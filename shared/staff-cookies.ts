import { SESSION_MAX_MS } from "./staff-lifetimes";

/**
 * The session cookie's name. On HTTPS it is `__Host-staff`: Secure, Path=/, no Domain, so no other host or path
 * can set or shadow it. Browsers refuse a `__Host-` cookie without Secure, and Secure needs HTTPS, so on plain
 * HTTP (local development, the tests) the same cookie is called `staff-session`.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-staff" : "staff-session";
}

/**
 * The browser-binding cookie of a requested sign-in link, and the WebAuthn challenge cookie: short-lived, HttpOnly,
 * `__Host-` prefixed on HTTPS as the session cookie is.
 */
export const LINK_COOKIE = "staff-link";
export const CHALLENGE_COOKIE = "staff-challenge";

/** Whether the request reached the site over HTTPS (behind a proxy: as TRUST_PROXY lets Express tell). */
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:";

/** A cookie's value from a request's Cookie header (on a duplicate name the first, which browsers send for the most specific path). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    found ??= part.slice(at + 1).trim();
  }
  return found;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure on HTTPS; maxAgeMs 0 removes it. */
export function cookieHeader(name: string, value: string, options: { secure: boolean; maxAgeMs: number }): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(options.maxAgeMs / 1000)}`];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function sessionCookie(request: Request, token: string): string {
  const secure = isSecureRequest(request);
  return cookieHeader(sessionCookieName(secure), token, { secure, maxAgeMs: SESSION_MAX_MS });
}

export function clearedSessionCookie(request: Request): string {
  const secure = isSecureRequest(request);
  return cookieHeader(sessionCookieName(secure), "", { secure, maxAgeMs: 0 });
}

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request, sessionCookieName(isSecureRequest(request)));
}

const prefixed = (request: Request, name: string) => (isSecureRequest(request) ? `__Host-${name}` : name);

/** Sets one of the short-lived cookies (LINK_COOKIE, CHALLENGE_COOKIE) for `maxAgeMs`; 0 removes it. */
export function shortLivedCookie(request: Request, name: string, value: string, maxAgeMs: number): string {
  return cookieHeader(prefixed(request, name), value, { secure: isSecureRequest(request), maxAgeMs });
}

export function readShortLivedCookie(request: Request, name: string): string | undefined {
  return readCookie(request, prefixed(request, name));
}
