import type { BannerSlide } from "#content/schema/home.ts";

export const bannerSlides: BannerSlide[] = [
  {
    eyebrow: "Data governance",
    title: "Governance your regulators can follow and your analysts barely notice",
    text: "Ownership, lineage and policy built into the platforms people already use, so the controls hold up in an audit without slowing a single report.",
    link: { label: "How we run governance", href: "/services/data-governance" },
    artSeed: 11,
  },
  {
    eyebrow: "Applied AI",
    title: "Generative AI that reads the documents your teams are buried in",
    text: "Transcripts, claims and onboarding packs turned into structured, reviewable data, with a person approving every decision that matters.",
    link: { label: "See document intelligence", href: "/aiservices/document-intelligence" },
    artSeed: 23,
  },
  {
    eyebrow: "Cloud data platforms",
    title: "One modern platform in place of twenty fragile feeds",
    text: "We plan and run migrations to Snowflake, Databricks and Microsoft Fabric in reversible steps, so the business keeps its numbers throughout.",
    link: { label: "Cloud data strategy", href: "/services/cloud-data-strategy" },
    artSeed: 37,
  },
  {
    eyebrow: "Staffing",
    title: "Senior data people on your team within days, not quarters",
    text: "Vetted engineers, architects and analysts on contract, contract-to-hire or permanent terms, backed by a practice that stands behind their work.",
    link: { label: "Staffing solutions", href: "/services/staffing-solutions" },
    artSeed: 41,
  },
];
