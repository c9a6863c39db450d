import type { ServiceHighlight } from "#content/schema/home.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// The services carousel on the home page: one offering per slide.
export const serviceHighlights: ServiceHighlight[] = [
  {
    title: "Data Governance",
    summary: "Policies, ownership and lineage that live inside your platforms rather than in a binder nobody opens.",
    points: [
      "Operating model and data council set-up",
      "Catalogue and lineage on Collibra, Purview or Informatica",
      "Regulatory mapping for BCBS 239, GLBA and HIPAA",
    ],
    icon: "shield-check",
    href: "/services/data-governance",
  },
  {
    title: "Data Quality",
    summary: "Measured, monitored data quality with rules your business owners wrote and can read.",
    points: [
      "Profiling and rule design with data owners",
      "Automated checks in every pipeline",
      "Quality scorecards tied to real business impact",
    ],
    icon: "badge-check",
    href: "/services/data-quality",
  },
  {
    title: "Master Data Management",
    summary: "One trusted record for every customer, product, supplier and asset, however many systems hold a copy.",
    points: [
      "Match, merge and survivorship design",
      "Profisee, Informatica and Reltio implementations",
      "Stewardship workflows your teams will use",
    ],
    icon: "layers",
    href: "/services/master-data-management",
  },
  {
    title: "Cloud Data Strategy",
    summary: "A plan for governing, managing and modernising data in the cloud, sequenced so value arrives early.",
    points: [
      "Cloud data governance and security by design",
      "Platform selection without vendor theatre",
      "Modernisation roadmaps in reversible steps",
    ],
    icon: "cloud",
    href: "/services/cloud-data-strategy",
  },
  {
    title: "Data Engineering",
    summary: "Pipelines that are tested, observable and cheap to run, on Snowflake, Databricks, Fabric or your own stack.",
    points: ["Batch and streaming ingestion", "Lakehouse and warehouse modelling", "CI/CD, data contracts and cost monitoring"],
    icon: "workflow",
    href: "/services/data-engineering",
  },
  {
    title: "Data Analytics",
    summary: "Analytics that answers the question behind the question, from exploratory work to production models.",
    points: ["Customer, risk and operations analytics", "Forecasting and scenario models", "Self-service enablement for analysts"],
    icon: "line-chart",
    href: "/services/data-analytics",
  },
  {
    title: "AI Services",
    summary: "Generative AI and machine learning in production, with evaluation, guardrails and a human in the loop.",
    points: [
      "Document intelligence for transcripts, claims and KYC",
      "Fraud and anomaly detection",
      "Model risk management and monitoring",
    ],
    icon: "sparkles",
    href: "/services/ai-service",
  },
  {
    title: "Managed Data Services",
    summary: "We run the platform after go-live: monitored pipelines, patched systems and a named team that knows your data.",
    points: [
      unconfirmed(
        { by: "delivery", claim: "Managed data services are staffed for 24x7 monitoring and incident response" },
        "24x7 pipeline monitoring and incident response",
      ),
      "Quarterly cost and performance reviews",
      unconfirmed(
        { by: "legal-hr", claim: "Managed data service contracts carry service levels with financial penalties" },
        "Service levels with real penalties",
      ),
    ],
    icon: "server-cog",
    href: "/services/managed-data-service",
  },
];
