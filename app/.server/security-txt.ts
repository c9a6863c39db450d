import { siteOrigin } from "#app/.server/site-origin.ts";
import { site } from "#app/.server/content/site.ts";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";
const YEAR_MS = 365 * 24 * 60 * 60_000;

/** RFC 9116 security.txt from the site configuration; it expires a year after it was built. */
export function securityTxt(builtAt: Date = new Date(), origin: string = siteOrigin()): string {
  const expires = new Date(builtAt.getTime() + YEAR_MS);
  return [
    `Contact: ${site.security.contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    `Preferred-Languages: ${site.security.preferredLanguages.join(", ")}`,
    "",
  ].join("\n");
}
