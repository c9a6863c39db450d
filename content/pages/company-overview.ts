import type { CompanyOverviewPage } from "#content/schema/pages.ts";

// Words of the Company Overview page; mission, vision and core values come from content/company.ts.
export const companyOverview: CompanyOverviewPage = {
  meta: {
    title: "Company Overview",
    description:
      "Who we are: a data, AI and technology consulting and staffing firm of 500+ engineers, its mission, vision, core values and the eight values behind CRAFTING.",
  },
  hero: {
    eyebrow: "Company Overview",
    title: "A firm built around data that has to be right",
    lead: "Consultants, engineers and delivery centres under one standard of evidence, for organisations whose numbers are read by regulators, boards and customers.",
  },
  intro: [
    "We are a data, AI and technology consulting and staffing firm of 500+ engineers and consultants. We help organisations govern, integrate, analyse and act on their data, then build the applications and AI that depend on it, working from offices in the United States, the United Kingdom, the United Arab Emirates, India and Australia.",
    "Our seven practices share one delivery method and one standard of evidence: every recommendation is traceable, every pipeline is tested and every handover is documented. That is why regulated clients trust us with the systems their auditors, customers and boards rely on.",
  ],
  acrostic: {
    eyebrow: "Our values",
    title: "CRAFTING, letter by letter",
    lead: "Eight values, each with what it looks like on an engagement. We hire for them, and our clients can hold us to them.",
    word: "CRAFTING",
    values: [
      {
        letter: "C",
        name: "Curiosity",
        text: "When a figure looks wrong, we trace it through lineage to the source system that produced it before we propose a fix.",
      },
      {
        letter: "R",
        name: "Rigour",
        text: "Every pipeline we hand over ships with automated tests, reconciliation reports and a runbook, so someone other than its builder can check the numbers.",
      },
      {
        letter: "A",
        name: "Accountability",
        text: "Each engagement has one named lead who owns the plan, the risk log and the outcome, from the first workshop to the final handover.",
      },
      {
        letter: "F",
        name: "Follow-through",
        text: "Documentation, access reviews and knowledge-transfer sessions sit on the project plan with dates and owners, not on a list for after go-live.",
      },
      {
        letter: "T",
        name: "Transparency",
        text: "Our status reports show what is late and why, and every estimate we give comes with its assumptions written down.",
      },
      {
        letter: "I",
        name: "Integrity",
        text: "We recommend the smaller option when it does the job, and we say so in writing when a requirement will not stand up to an audit.",
      },
      {
        letter: "N",
        name: "Neutrality",
        text: "Because we build on Informatica, Microsoft, Snowflake, Databricks, Collibra and more, our platform advice starts from your constraints rather than a partner's roadmap.",
      },
      {
        letter: "G",
        name: "Growth",
        text: "Every team pairs senior and junior consultants with your own staff, so by handover your people can run, change and extend what we built.",
      },
    ],
  },
};
