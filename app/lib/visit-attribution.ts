import { ATTRIBUTION_FIELDS, UTM_KEYS, type AttributionField } from "#shared/attribution-fields.ts";
import { rememberVisitLanding, VISIT_LANDING_KEY } from "./visit-landing";

export { rememberVisitLanding };

type VisitFields = Partial<Record<AttributionField, string>>;

/** What a page's address and referrer say: its path, the referring site's origin (none from this site), its utm_* values. */
function fieldsOf(address: URL, referrer: string): VisitFields {
  const fields: VisitFields = { landingPage: address.pathname };
  try {
    const origin = new URL(referrer).origin;
    if (origin !== address.origin) fields.landingReferrer = origin;
  } catch {
    // No referrer (typed, bookmarked, or withheld by the browser).
  }
  for (const key of UTM_KEYS) if (address.searchParams.get(key)) fields[key] = address.searchParams.get(key)!;
  return fields;
}

function keptLanding(): [string, string] | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(VISIT_LANDING_KEY) ?? "null");
    if (Array.isArray(kept) && typeof kept[0] === "string" && typeof kept[1] === "string" && URL.canParse(kept[0]))
      return [kept[0], kept[1]];
  } catch {
    // Unreadable: this page's own address instead.
  }
  return undefined;
}

/** The visit's first page as the forms send it; this page's own when nothing was kept. */
export function visitAttribution(): VisitFields {
  rememberVisitLanding();
  const [address, referrer] = keptLanding() ?? [location.href, document.referrer];
  const fields = fieldsOf(new URL(address), referrer);
  return Object.fromEntries(ATTRIBUTION_FIELDS.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));
}
