import type { Site } from "#content/schema/site.ts";

/** A {{token}} in a content string: it stands for a company fact of content/site.yaml. */
export const siteTokenPattern = /\{\{(\w+)\}\}/g;

export function postalAddressOf(site: Site): string {
  const { street, city, region, postalCode, country } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}, ${country}`;
}

/** The {{tokens}} content may write, each with the company fact it stands for. */
export function siteTokenValues(site: Site): Record<string, string> {
  return {
    companyName: site.name,
    salesSupportEmail: site.salesSupportEmail,
    email: site.email,
    phone: site.phone.display,
    postalAddress: postalAddressOf(site),
    officeHours: site.officeHours,
    hqCity: site.address.city,
    shortName: site.shortName,
    tagline: site.tagline,
    engineersClaim: site.engineersClaim,
  };
}
