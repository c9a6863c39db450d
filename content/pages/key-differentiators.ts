import type { KeyDifferentiatorsPage } from "#content/schema/company-pages.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// Words of the Our Differentiators page; the six differentiators are in content/differentiators.ts.
export const keyDifferentiators: KeyDifferentiatorsPage = {
  meta: {
    title: "Our Differentiators",
    description:
      "Six qualities clients name when they explain why they stay with us, and how we engage, the experience we bring and the expertise behind our teams.",
  },
  hero: {
    eyebrow: "Our Differentiators",
    title: "Why clients choose us, and why they stay",
    lead: "Plenty of firms can configure a platform. What sets a partner apart is how it engages with your people, the experience it brings to the hard parts and the expertise behind the team you meet.",
  },
  selector: {
    eyebrow: "Six differentiators",
    title: "What clients mention most",
    lead: "Choose a hexagon to read what each quality means in practice.",
    label: "Our six differentiators",
  },
  blocks: {
    eyebrow: "Engage, experience, expertise",
    title: "Three commitments that hold the six together",
    lead: "These are the six qualities our clients mention most, and the three commitments that hold them together.",
    items: [
      {
        id: "engage",
        heading: "Engage",
        icon: "handshake",
        text: "We engage early and stay close. Discovery workshops bring business owners, technologists and risk teams into the same room, so requirements reflect how work really gets done. During delivery you have one accountable lead, a shared plan and a standing forum where decisions are made and recorded. When the project ends we stay available: through a managed service, an extended team from our staffing practice or a simple check-in after the first quarter in production.",
      },
      {
        id: "experience",
        heading: "Experience",
        icon: "layers",
        text: "Our consultants have delivered governance, integration, analytics and AI programmes for banks, credit unions, insurers, healthcare providers, energy companies and growing businesses. That experience shows in the questions we ask at the start: which report a regulator will request, where a master data match will fail, which cut-over weekend clashes with quarter-end. We turn lessons from past projects into playbooks and accelerators, so each new engagement benefits from the ones before it.",
      },
      {
        id: "expertise",
        heading: "Expertise",
        icon: "badge-check",
        text: unconfirmed(
          {
            by: "company",
            claim:
              "Staff hold current vendor certifications in Informatica, Microsoft, Salesforce, Snowflake, Databricks, Collibra and Profisee",
            quote: "certified specialists in Informatica, Microsoft, Salesforce, Snowflake, Databricks, Collibra, Profisee",
          },
          "Our 500+ engineers and consultants include certified specialists in Informatica, Microsoft, Salesforce, Snowflake, Databricks, Collibra, Profisee and more. Guilds for governance, cloud engineering, analytics and AI keep that knowledge current and shared between offices. Architects stay hands-on through delivery, and specialists in areas such as data privacy, model risk and performance tuning join the team when the problem calls for them, rather than sitting on a slide in the proposal.",
        ),
      },
    ],
  },
  cta: {
    eyebrow: "See it for yourself",
    title: "Put us to the test on your hardest data problem",
    lead: "Bring a problem that has resisted other approaches. We will tell you honestly how we would tackle it, what it would take and whether we are the right firm for it.",
    action: { label: "Talk to a consultant", href: "/contact-us" },
  },
};
