import type { ShareImages } from "#content/schema/share-images.ts";
import { fixedPaths, paths } from "#app/lib/paths.ts";
import { site } from "./site";

// The words on the image a link preview shows (made at build for every page, scripts/share-images/).
export const shareImages: ShareImages = {
  sections: [
    { path: fixedPaths.home, label: "Data & AI consulting", title: site.tagline },
    { path: paths.servicesHub, label: "Data Services", entry: "Service" },
    { path: paths.aiHub, label: "AI Practice", entry: "AI Service" },
    { path: paths.industriesHub, label: "Key Industries", entry: "Industry" },
    { path: fixedPaths.partnership, label: "Partnerships" },
    { path: paths.resourcesHub, label: "Resources", entry: "Resource" },
    { path: paths.resourceList("blogs"), label: "Blog" },
    { path: paths.resourceList("whitepapers"), label: "Whitepapers", entry: "Whitepaper" },
    { path: paths.resourceList("case-studies"), label: "Case Studies", entry: "Case Study" },
    { path: paths.resourceList("webinars"), label: "Webinars", entry: "Webinar" },
    { path: paths.resourceList("digital-brochures"), label: "Digital Brochures", entry: "Brochure" },
    { path: paths.gallery, label: "Gallery" },
    { path: fixedPaths.companyOverview, label: "About Us" },
    { path: paths.workLife, label: "About Us" },
    { path: paths.keyDifferentiators, label: "About Us" },
    { path: fixedPaths.globalFootprint, label: "About Us" },
    { path: paths.ourTeam, label: "About Us" },
    { path: fixedPaths.contactUs, label: "Contact" },
    { path: fixedPaths.privacyPolicy, label: "Legal" },
    { path: fixedPaths.employeePortal, label: "Employees" },
    { path: paths.nupmat, label: "Product" },
  ],
  fallback: "{{shortName}}",
  footer: "Data, AI and technology consulting and staffing",
};
