import { breadcrumbListJsonLd, type BreadcrumbTrail, type Crumb } from "#app/lib/breadcrumbs.ts";
import { serializeJsonLd } from "#app/lib/json-ld.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";
import { navigation } from "./site";

/**
 * The trail from the home page down to the current page, as shown and as BreadcrumbList JSON-LD,
 * both from these same crumbs. Pass the ancestors and the page itself, top first.
 */
export function breadcrumbTrail(...below: Crumb[]): BreadcrumbTrail {
  const crumbs = [{ label: navigation.breadcrumbs.home, path: "/" }, ...below];
  return { label: navigation.breadcrumbs.label, crumbs, jsonLd: serializeJsonLd(breadcrumbListJsonLd(crumbs, siteOrigin())) };
}
