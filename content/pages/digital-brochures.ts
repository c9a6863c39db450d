import type { BrochuresPage } from "#content/schema/brochure.ts";

// Words of /resources/digital-brochures; the brochures themselves are in content/brochures.ts.
export const brochuresPage: BrochuresPage = {
  meta: {
    title: "Digital brochures",
    description:
      "One brochure per practice: data services, AI, Microsoft, Salesforce, product engineering, startups and staffing. Download the PDF, no form to fill in.",
  },
  hero: {
    eyebrow: "Digital brochures",
    title: "Our practices, one brochure each",
    lead: "A few pages per practice on what we deliver, how an engagement runs and the platforms we work with. Share them with colleagues; no form to fill in.",
  },
  breadcrumb: "Digital brochures",
  grid: {
    eyebrow: "Seven practices",
    title: "Choose the practice that fits your question",
    lead: "Each card lists what the practice covers and what the brochure explains.",
  },
  insideLabel: "Inside the brochure",
  download: "Download PDF",
  cta: {
    eyebrow: "Need more than a brochure?",
    title: "Tell us what you are trying to solve",
    lead: "A short conversation with a practice lead is often quicker than reading. We will point you to the work that matters and say plainly if we are not the right fit.",
    action: { label: "Talk to an expert", href: "/contact-us" },
  },
};
