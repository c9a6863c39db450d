import { ATTRIBUTION_FIELDS, UTM_KEYS, type UtmKey } from "#shared/attribution-fields.ts";
import { isSafeLine, isVisibleLine } from "#shared/text-rules.ts";
import type { Fields, PostHeaders } from "#shared/request-shapes.ts";

/** Where a lead's visit began, as stored with it (migration 009); null where it is not known. */
export type Attribution = { landingPage: string | null; referrerOrigin: string | null } & Record<UtmKey, string | null>;

export const ATTRIBUTION_LIMITS = { pathMax: 300, originMax: 200, utmMax: 100 } as const;

const ATTRIBUTION_KEYS: ReadonlySet<string> = new Set(ATTRIBUTION_FIELDS);

/** A sent value as one clean line, trimmed and cut to `max`; anything else (not text, control or hidden characters) is dropped. */
function cleanLine(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!trimmed || !isSafeLine(trimmed) || !isVisibleLine(trimmed)) return null;
  return trimmed.slice(0, max).trim();
}

/** A path on this site ("/services/x"), without its query or fragment. */
function sitePath(value: unknown): string | null {
  const line = cleanLine(value, 2048);
  if (!line?.startsWith("/") || line.startsWith("//") || line.startsWith("/\\")) return null;
  try {
    return new URL(line, "http://site.invalid").pathname.slice(0, ATTRIBUTION_LIMITS.pathMax);
  } catch {
    return null;
  }
}

/** The origin of a web address (http or https), or null. */
function webOrigin(value: unknown): string | null {
  const line = cleanLine(value, 2048);
  if (!line) return null;
  try {
    const url = new URL(line);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin.slice(0, ATTRIBUTION_LIMITS.originMax) : null;
  } catch {
    return null;
  }
}

/** The Referer when it is a page of the site the post was sent to: what a form page posted without JavaScript. */
function formPage(request: { url: string; headers: PostHeaders }): URL | undefined {
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    return referer.origin === new URL(request.url).origin ? referer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the attribution fields out of a post, so what is left is the form's own fields, and reads them. The fields a
 * script filled from the visit's first page win; without them (no JavaScript, or the API) the form page's own
 * address, from a same-site Referer, gives the first page and its utm_* values. Bad values are dropped, never refused.
 */
export function takeAttribution(
  fields: Fields,
  request: { url: string; headers: PostHeaders },
): { fields: Fields; attribution: Attribution } {
  const rest: Fields = Object.create(null);
  const sent: Fields = Object.create(null);
  for (const [key, value] of Object.entries(fields)) (ATTRIBUTION_KEYS.has(key) ? sent : rest)[key] = value;
  const landingPage = sitePath(sent.landingPage);
  const page = landingPage ? undefined : formPage(request);
  const utm = Object.fromEntries(
    UTM_KEYS.map((key) => [key, cleanLine(page ? page.searchParams.get(key) : sent[key], ATTRIBUTION_LIMITS.utmMax)]),
  ) as Record<UtmKey, string | null>;
  return {
    fields: rest,
    attribution: {
      landingPage: landingPage ?? (page ? page.pathname.slice(0, ATTRIBUTION_LIMITS.pathMax) : null),
      referrerOrigin: landingPage ? webOrigin(sent.landingReferrer) : null,
      ...utm,
    },
  };
}
