import type { ServicePageCopy, ServicesHubPage } from "#content/schema/pages.ts";

/** The /services hub: every offering, grouped by the seven families of the home catalogue. */
export const servicesHub: ServicesHubPage = {
  meta: {
    title: "Services",
    description:
      "Data governance, quality, engineering, analytics, AI, application development, BPO and staffing from {{companyName}}, grouped by practice.",
  },
  hero: {
    eyebrow: "Services",
    title: "Data, AI and engineering services for organisations that answer to regulators",
    lead: "Seven practices, one way of working: start from the decisions and reports that carry the most risk, build on data with owners and lineage, and hand over something your own people can run.",
  },
  breadcrumb: "Services",
  familiesLabel: "Jump to a practice",
  alsoLabel: "Also in this practice",
  brochureLabel: "Explore the practice brochure",
  cta: {
    eyebrow: "Not sure where to start?",
    title: "Tell us the problem, not the service",
    lead: "Most engagements begin with a conversation about a report nobody trusts, an audit finding or a platform that costs too much. We will suggest the smallest piece of work that tells you what to do next.",
    action: { label: "Talk to an expert", href: "/contact-us" },
  },
};

/** The words every service and AI offering page shares; `{service}` becomes the page's title. */
export const servicePageCopy: ServicePageCopy = {
  heroAction: { label: "Talk to us", href: "/contact-us" },
  glance: { title: "At a glance", platformsLabel: "Platforms we work with", regulationsLabel: "Regulation we design for" },
  cards: { eyebrow: "What the work covers", title: "How we approach {service}" },
  engagement: {
    eyebrow: "How an engagement runs",
    title: "Phase by phase, and what you receive at each",
    lead: "Durations are typical rather than fixed; we agree the real plan with you once we have seen the estate.",
    deliverablesLabel: "You receive",
  },
  industries: { eyebrow: "Industries", title: "Where we apply it" },
  related: { eyebrow: "Often bought together", title: "Related services" },
  cta: {
    eyebrow: "Next step",
    title: "Talk to us about {service}",
    lead: "A first call is with a practitioner, not a salesperson. Bring the problem as you see it; we will tell you how we would approach it and what the first few weeks would look like.",
    action: { label: "Contact us", href: "/contact-us" },
  },
};
