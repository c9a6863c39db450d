import { ATTRIBUTION_FIELDS, UTM_KEYS, type AttributionField } from "#app/shared/attribution-fields.ts";

/** sessionStorage, not a cookie: it lives for the tab's visit and is never sent by itself, only by a form. */
const STORAGE_KEY = "visit-attribution";

type VisitFields = Partial<Record<AttributionField, string>>;

/** What this page's own address says: its path, the referring site's origin (none from this site), its utm_* values. */
function thisPage(): VisitFields {
  const fields: VisitFields = { landingPage: location.pathname };
  try {
    const origin = new URL(document.referrer).origin;
    if (origin !== location.origin) fields.landingReferrer = origin;
  } catch {
    // No referrer (typed, bookmarked, or withheld by the browser).
  }
  const query = new URLSearchParams(location.search);
  for (const key of UTM_KEYS) if (query.get(key)) fields[key] = query.get(key)!;
  return fields;
}

/** Keeps the first page of the visit: a later page of the same visit never replaces it. */
export function rememberVisitLanding(): void {
  try {
    if (!sessionStorage.getItem(STORAGE_KEY)) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(thisPage()));
  } catch {
    // Storage refused (private mode, quota): a form sends what its own page knows.
  }
}

/** The visit's first page as the forms send it; this page's own when nothing was kept. */
export function visitAttribution(): VisitFields {
  rememberVisitLanding();
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
  } catch {
    kept = null;
  }
  const source = kept && typeof kept === "object" ? (kept as Record<string, unknown>) : thisPage();
  const fields: VisitFields = {};
  for (const name of ATTRIBUTION_FIELDS) if (typeof source[name] === "string") fields[name] = source[name];
  return fields;
}
