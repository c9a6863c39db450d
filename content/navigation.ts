import type { Navigation } from "#content/schema/navigation.ts";
import { paths } from "#app/lib/paths.ts";
import { industries as industryEntries } from "./industries";
import { serviceFamilyEntries } from "./service-families";
import { services as serviceEntries } from "./services";
import { site } from "./site";

const about = [
  { label: "Company Overview", href: "/company-overview", description: "Mission, vision and the values we hire for" },
  { label: "Our Worklife", href: "/work-life", description: "How our people work, learn and grow" },
  { label: "Our Differentiators", href: "/key-differentiators", description: "Six reasons clients stay with us" },
  { label: "Global Footprint", href: "/global-footprint", description: "Eight offices across four continents" },
  { label: "Our Teams", href: "/our-team", description: "The people behind the delivery" },
  { label: "Our Clients", href: "/#ourClients", description: "The organisations we serve" },
];

// The menus list the services as /services does, family by family, and the industries in their own order.
const familyOrder = serviceFamilyEntries.map((family) => family.id);
const services = [
  ...[...serviceEntries]
    .sort((a, b) => familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family))
    .map((service) => ({ label: service.menuLabel ?? service.title, href: paths.service(service.slug) })),
  { label: "All services", href: paths.servicesHub },
];

const industries = industryEntries.map((industry) => ({ label: industry.name, href: paths.industry(industry.slug) }));

const resources = [
  { label: "Blogs", href: "/resources/blogs", description: "Field notes from our engineers" },
  { label: "Whitepapers", href: "/resources/whitepapers", description: "In-depth guides to download" },
  { label: "Case Studies", href: "/resources/case-studies", description: "Outcomes we delivered" },
  { label: "Webinars", href: "/resources/webinars", description: "Sessions on demand" },
  { label: "Digital Brochures", href: "/resources/digital-brochures", description: "Our offerings at a glance" },
  { label: "Gallery", href: "/gallery", description: "Reference architectures, drawn" },
];

export const navigation: Navigation = {
  header: [
    {
      label: "About Us",
      activeFor: ["/company-overview", "/work-life", "/key-differentiators", "/global-footprint", "/our-team"],
      items: about,
    },
    { label: "Data Services", activeFor: ["/services", "/aiservices"], items: services },
    {
      label: "Key Industries",
      activeFor: ["/key-industries"],
      items: [{ label: "All industries", href: "/key-industries" }, ...industries],
    },
    { label: "Partnership", href: "/partnership" },
    { label: "Resources", activeFor: ["/resources", "/gallery"], items: resources },
  ],
  careers: { label: "Careers", href: site.careersUrl },
  contact: { label: "Contact Us", href: "/contact-us" },
  cookieNotice: {
    text: "By continuing to use this website you agree to our",
    link: { label: "Cookie Policy", href: "/privacy-policy#cookie-policy" },
    accept: "Accept",
  },
  rightsReserved: "All rights reserved.",
  breadcrumbs: { label: "Breadcrumb", home: "Home" },
  footer: [
    {
      title: "About us",
      links: [
        ...about.slice(0, 5),
        { label: "Partnerships", href: "/partnership" },
        { label: "NUPMAT", href: "/nupmat" },
        { label: "Employee Portal", href: "/employee-portal" },
      ],
    },
    { title: "Services", links: services },
    { title: "Key Industries", links: industries },
    { title: "Resources", links: [...resources.slice(0, 3), { label: "Contact Us", href: "/contact-us" }] },
  ],
};
