import { serializeJsonLd } from "./json-ld";
import { absoluteUrl } from "./site-url";
import { SEARCH_PATH } from "#shared/search.ts";

type OrganizationFacts = {
  name: string;
  legalName: string;
  description: string;
  email: string;
  phone: { tel: string };
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  socials: { linkedin: string };
};

const organizationId = (origin: string) => `${origin}/#organization`;

/** The firm as a schema.org Organization, for a page of its own or as the provider of a Service. */
export function organization(site: OrganizationFacts, origin: string) {
  return {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: [site.socials.linkedin],
  };
}

/** The firm again in the same JSON-LD block: its name and address, and its id for the rest. */
export function organizationReference(site: Pick<OrganizationFacts, "name">, origin: string) {
  return { "@type": "Organization", "@id": organizationId(origin), name: site.name, url: `${origin}/` };
}

/**
 * schema.org WebSite for the home page, published by the firm, with the SearchAction that tells search
 * engines how to search it (/search?q=).
 */
export function websiteJsonLd(site: Pick<OrganizationFacts, "name">, origin: string): string {
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    publisher: { "@id": organizationId(origin) },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${SEARCH_PATH}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  });
}

/** schema.org Organization for search engines, serialised safely for a <script> data block. */
export function organizationJsonLd(site: OrganizationFacts, origin: string): string {
  return serializeJsonLd({ "@context": "https://schema.org", ...organization(site, origin) });
}

/** `category` is the practice the offering belongs to, e.g. Data Services. */
type ServiceFacts = { name: string; description: string; path: string; category: string };

/** schema.org Service for an offering's page, with the firm as its provider. */
export function serviceJsonLd(service: ServiceFacts, site: OrganizationFacts, origin: string): string {
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.category,
    url: absoluteUrl(origin, service.path),
    provider: organization(site, origin),
  });
}
