/** The schemes a link in an article body may use. A relative address or a #anchor has none and is always allowed. */
export const ALLOWED_LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

const allowed = new Set<string>(ALLOWED_LINK_SCHEMES.map((scheme) => `${scheme}:`));

/**
 * The scheme a browser would give this address ("javascript", "data"...) when it is not one of the allowed ones, or
 * null when the address may be a link. Read with the WHATWG URL parser, as a browser reads an href: it drops leading
 * spaces and control characters and tabs or line breaks inside ("java\tscript:" is javascript:), and lower-cases the
 * scheme. An address the parser cannot read at all is refused too.
 */
export function refusedScheme(href: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(href, "https://site.invalid/").protocol;
  } catch {
    return "an unreadable address";
  }
  return allowed.has(protocol) ? null : protocol.slice(0, -1);
}
