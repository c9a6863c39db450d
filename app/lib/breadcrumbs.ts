import { absoluteUrl } from "./site-url";

export type Crumb = { label: string; path: string };

/** schema.org BreadcrumbList for the same trail the page shows. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** A page's trail as its loader sends it: the nav's accessible name, the crumbs, and their JSON-LD text. */
export type BreadcrumbTrail = { label: string; crumbs: Crumb[]; jsonLd: string };
