/** The campaign parameters a visit's first address may carry, kept with the lead (Google Analytics' five). */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * The hidden fields the contact and whitepaper forms send about the visit: its first page (a path), the origin of
 * the site that sent the visitor there, and the campaign parameters of that first page's address.
 */
export const ATTRIBUTION_FIELDS = ["landingPage", "landingReferrer", ...UTM_KEYS] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
