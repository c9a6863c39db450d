import type { ShareImages } from "#content/schema/share-images.ts";
import { site } from "./site";

// The words on the image a link preview shows (made at build for every page, scripts/share-images/).
export const shareImages: ShareImages = {
  sections: [
    { path: "/", label: "Data & AI consulting", title: site.tagline },
    { path: "/services", label: "Data Services", entry: "Service" },
    { path: "/aiservices", label: "AI Practice", entry: "AI Service" },
    { path: "/key-industries", label: "Key Industries", entry: "Industry" },
    { path: "/partnership", label: "Partnerships" },
    { path: "/resources", label: "Resources", entry: "Resource" },
    { path: "/resources/blogs", label: "Blog" },
    { path: "/resources/whitepapers", label: "Whitepapers", entry: "Whitepaper" },
    { path: "/resources/case-studies", label: "Case Studies", entry: "Case Study" },
    { path: "/resources/webinars", label: "Webinars", entry: "Webinar" },
    { path: "/resources/digital-brochures", label: "Digital Brochures", entry: "Brochure" },
    { path: "/gallery", label: "Gallery" },
    { path: "/company-overview", label: "About Us" },
    { path: "/work-life", label: "About Us" },
    { path: "/key-differentiators", label: "About Us" },
    { path: "/global-footprint", label: "About Us" },
    { path: "/our-team", label: "About Us" },
    { path: "/contact-us", label: "Contact" },
    { path: "/privacy-policy", label: "Legal" },
    { path: "/employee-portal", label: "Employees" },
    { path: "/nupmat", label: "Product" },
  ],
  fallback: "{{shortName}}",
  footer: "Data, AI and technology consulting and staffing",
};
