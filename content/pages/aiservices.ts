import type { AiHubPage } from "#content/schema/pages.ts";

/**
 * The /aiservices hub of the AI practice. Its offerings come from content/ai-offerings.ts and its
 * approach from the ai-service entry of content/services.ts, so no text is written twice.
 */
export const aiHub: AiHubPage = {
  meta: {
    title: "AI Services",
    description:
      "Document intelligence, predictive models, conversational assistants and AI governance with MLOps, built on governed data for regulated work.",
  },
  hero: {
    eyebrow: "AI Solution",
    title: "Applied AI that risk, compliance and operations teams can sign off",
    lead: "Four offerings, each built on data with owners and lineage, evaluated against measures agreed before the first sprint, and run with people reviewing what the model is unsure of.",
  },
  breadcrumb: "AI Services",
  /** Shown on /services/ai-service (and the services hub) to lead here. */
  practiceLinkLabel: "Explore the AI practice",
  offerings: {
    eyebrow: "The offerings",
    title: "Four ways we put AI to work",
    lead: "Most clients start with one offering and add others as their controls and confidence mature.",
  },
  approach: {
    eyebrow: "Our approach",
    title: "How we choose, build and run AI",
    service: "ai-service",
    linkLabel: "Read how our AI practice works",
  },
  industries: { eyebrow: "Industries", title: "Where our AI work applies" },
  cta: {
    eyebrow: "Next step",
    title: "Bring us the use case you are weighing up",
    lead: "We will tell you plainly whether AI is the right tool for it, what the data needs to look like and how we would prove it in a pilot.",
    action: { label: "Contact us", href: "/contact-us" },
  },
};
