import type { KeyIndustriesPage } from "#content/schema/industry.ts";

// The /key-industries hub, and the words every industry page shares around its own content (content/industries.ts).
export const keyIndustriesPage: KeyIndustriesPage = {
  meta: {
    title: "Key industries",
    description:
      "Data governance, engineering, analytics and AI for banking, financial services, insurance, healthcare, media and distribution, built around each sector's rules.",
  },
  hero: {
    eyebrow: "Key industries",
    title: "Data work shaped by the rules of your sector",
    lead: "A bank, a hospital group and a distributor all want trustworthy data, but they answer to different regulators, standards and customers. We start from those obligations and build back to the pipelines.",
  },
  intro: [
    "Our engineers and consultants have spent years inside regulated and operationally demanding businesses. That experience shapes the questions we ask on day one: which figures a supervisor will test, which records identify a patient or a policyholder, which event proves that an order was delivered.",
    "Each industry page sets out the data problems we meet most often in that sector, how we address them, and the services that usually carry the work.",
  ],
  grid: {
    eyebrow: "Industries we serve",
    title: "Six sectors, one delivery standard",
    lead: "Choose a sector to see the problems we solve there, the regulations we design for and the services behind them.",
  },
  cardAction: "Explore {name}",
  cta: {
    eyebrow: "Not listed here?",
    title: "Your sector has its own rules. We will learn them with you.",
    lead: "We also work with energy, education, research, real estate and technology organisations. Tell us about your data and the obligations around it, and we will bring people who have met similar problems.",
    action: { label: "Talk to an expert", href: "/contact-us" },
  },
  industryPage: {
    metaTitle: "{name}: data, analytics and AI consulting",
    breadcrumb: "Key Industries",
    menuLabel: "Key industries",
    tocTitle: "On this page",
    regulationsTitle: "Regulations and standards",
    services: {
      eyebrow: "Services",
      title: "The services behind this work",
      lead: "Most engagements combine two or three of these practices, delivered by one accountable team.",
    },
    ctaEyebrow: "Next step",
    contact: { label: "Talk to an expert", href: "/contact-us" },
    hub: { label: "See all industries", href: "/key-industries" },
  },
};
