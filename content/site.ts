import type { Site } from "#content/schema/site.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// Company facts in one place. Entries listed under `placeholders` are stand-ins
// the company must replace before launch; everything else is final copy.
export const site: Site = {
  name: "Lumenor Data & AI",
  legalName: "Lumenor Data & AI, Inc.",
  shortName: "Lumenor",
  tagline: "Crafting custom solutions for leading businesses across the globe.",
  description:
    "Data, AI and technology consulting and staffing for banks, insurers, healthcare providers, energy companies and growing businesses: governance, engineering, analytics and applied AI delivered by 500+ engineers and consultants.",
  engineersClaim: unconfirmed(
    { by: "company", claim: "The firm has more than 500 engineers and consultants (every page that says {{engineersClaim}})" },
    "500+ engineers and consultants",
  ),
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
  isoCertification: unconfirmed(
    {
      by: "company",
      claim:
        'The company holds an ISO/IEC 27001:2022 certification (the specification shows only an "ISO badge"): certificate number, issuer and scope; shown as the footer badge on every page',
    },
    "ISO/IEC 27001:2022 certified",
  ),
  officeHours: "Monday to Friday, 8am to 6pm Pacific",
  copyrightHolder: "Lumenor Data & AI, Inc.",
  // The offices beyond the head office (whose facts are the ones above), keyed by their id in content/offices.ts.
  // Square brackets mark the parts of an address nobody has confirmed yet. An office without a legalName
  // belongs to the legal entity above; {{companyName}} is filled in from `name`.
  offices: {
    as: {
      address: { street: "[Suite number], [street address]", city: "Austin", region: "TX", postalCode: "[78701]", country: "USA" },
      email: "austin@lumenor.example",
    },
    lo: {
      legalName: "{{companyName}} Ltd",
      address: { street: "[Floor], [street address]", city: "London", postalCode: "[postcode]", country: "United Kingdom" },
      email: "london@lumenor.example",
      phone: { display: "+44 20 7946 0958", tel: "+442079460958" },
    },
    du: {
      legalName: "{{companyName}} FZ-LLC",
      address: { street: "[Office number], [building], [area]", city: "Dubai", country: "United Arab Emirates" },
      email: "dubai@lumenor.example",
    },
    ba: {
      legalName: "{{companyName}} Private Limited",
      address: {
        street: "[Floor], [building], [street address]",
        city: "Bengaluru",
        region: "Karnataka",
        postalCode: "[560001]",
        country: "India",
      },
      email: "bangalore@lumenor.example",
      email2: "careers.india@lumenor.example",
    },
    ch: {
      legalName: "{{companyName}} Private Limited",
      address: {
        street: "[Floor], [building], [street address]",
        city: "Chennai",
        region: "Tamil Nadu",
        postalCode: "[600001]",
        country: "India",
      },
      email: "chennai@lumenor.example",
    },
    co: {
      legalName: "{{companyName}} Private Limited",
      address: {
        street: "[Floor], [building], [street address]",
        city: "Coimbatore",
        region: "Tamil Nadu",
        postalCode: "[641001]",
        country: "India",
      },
      email: "coimbatore@lumenor.example",
    },
    au: {
      legalName: "{{companyName}} Pty Ltd",
      address: { street: "[Level], [street address]", city: "Sydney", region: "NSW", postalCode: "[2000]", country: "Australia" },
      email: "sydney@lumenor.example",
      phone: { display: "+61 2 5550 1234", tel: "+61255501234" },
    },
  },
  security: { contact: "mailto:security@lumenor.example", preferredLanguages: ["en"] },
  // Every name here is a stand-in; the roles are the ones the company asked us to show.
  people: {
    leadership: [
      { name: "Placeholder 01", role: "Chief Executive Officer" },
      { name: "Placeholder 02", role: "Chief Operating Officer" },
      { name: "Placeholder 03", role: "Chief Technology Officer" },
      { name: "Placeholder 04", role: "Practice lead, Data Services" },
      { name: "Placeholder 05", role: "Practice lead, AI Solution" },
      { name: "Placeholder 06", role: "Practice lead, Microsoft Consulting" },
      { name: "Placeholder 07", role: "Practice lead, Salesforce Consulting" },
      { name: "Placeholder 08", role: "Practice lead, Product Engineering and Startup Solution" },
      { name: "Placeholder 09", role: "Head of Staffing Solution" },
      { name: "Placeholder 10", role: "Head of Delivery Centres, India" },
      { name: "Placeholder 11", role: "Head of Talent and People" },
      { name: "Placeholder 12", role: "Head of Information Security and Compliance" },
    ],
    nupmat: [
      { name: "Placeholder 13", role: "Product lead, NUPMAT" },
      { name: "Placeholder 14", role: "Engineering lead, NUPMAT" },
      { name: "Placeholder 15", role: "Data science lead, NUPMAT" },
      { name: "Placeholder 16", role: "Learning and mentoring lead, NUPMAT" },
      { name: "Placeholder 17", role: "Institution partnerships lead, NUPMAT" },
    ],
  },
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
    "offices",
    "security.contact",
    "people",
  ],
};
