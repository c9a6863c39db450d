import type { OfficeFacts } from "#content/schema/site.ts";
import { serializeJsonLd } from "#app/lib/json-ld.ts";

type OfficeEntry = { id: string; title: string; coordinates: [number, number]; facts: OfficeFacts & { legalName: string } };

/** Each office as a schema.org LocalBusiness of the company, with its address and geo coordinates. */
export function officesJsonLd(offices: readonly OfficeEntry[], company: { name: string; url: string }, pageUrl: string): string {
  const parentOrganization = { "@type": "Organization", name: company.name, url: company.url };
  const graph = offices.map(({ id, title, coordinates: [longitude, latitude], facts }) => ({
    "@type": "LocalBusiness",
    "@id": `${pageUrl}#office-${id}`,
    name: `${company.name}, ${title}`,
    legalName: facts.legalName,
    url: `${pageUrl}#office-${id}`,
    email: facts.email,
    ...(facts.phone && { telephone: facts.phone.tel }),
    address: {
      "@type": "PostalAddress",
      ...(facts.address.street && { streetAddress: facts.address.street }),
      addressLocality: facts.address.city,
      ...(facts.address.region && { addressRegion: facts.address.region }),
      ...(facts.address.postalCode && { postalCode: facts.address.postalCode }),
      addressCountry: facts.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude, longitude },
    parentOrganization,
  }));
  return serializeJsonLd({ "@context": "https://schema.org", "@graph": graph });
}
