import { serializeJsonLd } from "./json-ld";

type OrganizationFacts = {
  name: string;
  legalName: string;
  description: string;
  email: string;
  phone: { tel: string };
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  socials: { linkedin: string };
};

/** schema.org Organization for search engines, serialised safely for a <script> data block. */
export function organizationJsonLd(site: OrganizationFacts, origin: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
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
  return serializeJsonLd(data);
}
