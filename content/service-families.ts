import type { ServiceFamilyEntry } from "#content/schema/service-family.ts";

export const serviceFamilyEntries: ServiceFamilyEntry[] = [
  {
    id: "data-services",
    title: "Data Services",
    summary:
      "Governance, quality, master data and engineering that turn scattered records into data your teams trust and your auditors accept.",
    icon: "database",
    href: "/services#data-services",
  },
  {
    id: "ai-solution",
    title: "AI Solution",
    summary:
      "Applied machine learning and generative AI, from document processing to fraud signals, built with the controls regulated firms need.",
    icon: "sparkles",
    href: "/aiservices",
  },
  {
    id: "microsoft-consulting",
    title: "Microsoft Consulting Practice",
    summary:
      "Azure data platforms, Fabric and Power BI, Dynamics 365 and the Power Platform, designed, migrated and run by certified specialists.",
    icon: "layers",
    href: "/services#microsoft-consulting",
  },
  {
    id: "salesforce-consulting",
    title: "Salesforce Consulting Practice",
    summary: "Sales, Service and Data Cloud implementations that connect customer records to the rest of your data estate.",
    icon: "cloud",
    href: "/services#salesforce-consulting",
  },
  {
    id: "product-engineering",
    title: "Product Engineering",
    summary: "Web, mobile and platform engineering for products that have to scale, pass security review and stay maintainable.",
    icon: "code",
    href: "/services#product-engineering",
  },
  {
    id: "startup-solution",
    title: "Startup Solution",
    summary:
      "A senior team that takes a funded idea to a production-grade first release, with a data foundation that will not need rebuilding.",
    icon: "rocket",
    href: "/services#startup-solution",
  },
  {
    id: "staffing-solution",
    title: "Staffing Solution",
    summary:
      "Vetted data engineers, architects and analysts on contract, contract-to-hire or permanent terms, ready in days rather than months.",
    icon: "users",
    href: "/services#staffing-solution",
  },
];
