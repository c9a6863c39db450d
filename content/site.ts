import type { Site } from "#content/schema/site.ts";

// Company facts in one place. Entries listed under `placeholders` are stand-ins
// the company must replace before launch; everything else is final copy.
export const site: Site = {
  name: "Lumenor Data & AI",
  legalName: "Lumenor Data & AI, Inc.",
  shortName: "Lumenor",
  tagline: "Crafting Custom Solutions for leading businesses across the globe.",
  description:
    "Data, AI and technology consulting and staffing for banks, insurers, healthcare providers, energy companies and growing businesses: governance, engineering, analytics and applied AI delivered by 500+ engineers and consultants.",
  engineersClaim: "500+ engineers and consultants",
  phone: { display: "+1 (408) 555-0142", tel: "+14085550142" },
  email: "hello@lumenor.example",
  salesSupportEmail: "sales-support@lumenor.example",
  leadsTo: "sales@lumenor.example",
  mailFrom: "website@lumenor.example",
  address: {
    street: "2100 Innovation Parkway, Suite 400",
    city: "San Jose",
    region: "CA",
    postalCode: "95134",
    country: "USA",
  },
  socials: { linkedin: "https://www.linkedin.com/company/lumenor-data-ai" },
  careersUrl: "https://careers.lumenor.example/",
  isoCertification: "ISO/IEC 27001:2022 certified",
  officeHours: "Monday to Friday, 8am to 6pm Pacific",
  copyrightHolder: "Lumenor Data & AI, Inc.",
  placeholders: [
    "name",
    "legalName",
    "shortName",
    "phone",
    "email",
    "salesSupportEmail",
    "leadsTo",
    "mailFrom",
    "address",
    "socials.linkedin",
    "careersUrl",
    "officeHours",
    "copyrightHolder",
  ],
};
