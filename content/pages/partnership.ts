import type { PartnershipPage } from "#content/schema/pages.ts";

// Words of the Partnerships page; the partners themselves are in content/partners.ts.
export const partnershipPage: PartnershipPage = {
  meta: {
    title: "Partnerships",
    description:
      "The data, AI and CRM platforms we design, build and run for clients: Informatica, Microsoft, Snowflake, Databricks, Salesforce, Collibra and more.",
  },
  hero: {
    eyebrow: "Partnership",
    title: "Platforms we know from the inside",
    lead: "We pick the platform that fits the problem, then build on it with engineers who have done it before. These are the technologies our teams deliver on most often.",
  },
  grid: {
    eyebrow: "Technology partners",
    title: "Twelve platforms, one delivery standard",
    lead: "What we build with each platform, and the services we deliver on it.",
  },
  visitLabel: "Visit {name}",
  cta: {
    eyebrow: "Choosing a platform",
    title: "Not sure which platform fits?",
    lead: "We compare options against your data, skills and budget, and say plainly when the platform you already own will do.",
    action: { label: "Talk to an architect", href: "/contact-us" },
  },
};
