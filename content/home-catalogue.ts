import type { Catalogue } from "#content/schema/home.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// The home page's services catalogue: one tab per service family.
// Card type sets the text styling: 0 standard, 1 lead card, 3 compact, 4 emphasis.
// `service` names the service or AI offering page a card leads to, where one describes it.
export const homeCatalogue: Catalogue = [
  {
    family: "data-services",
    title: "Data Services",
    cards: [
      {
        type: 1,
        heading: "Data Governance",
        content:
          "An operating model, data owners and a catalogue that people consult, with lineage that answers an auditor's question in minutes.",
        service: "data-governance",
      },
      {
        type: 0,
        heading: "Data Quality",
        content: "Business-written rules, automated checks in every pipeline and scorecards that show which defects cost money.",
        service: "data-quality",
      },
      {
        type: 0,
        heading: "Master Data Management",
        content: "A single, survivable record for customers, products and assets, with stewardship workflows that keep it clean.",
        service: "master-data-management",
      },
      {
        type: 0,
        heading: "Cloud Data Strategy",
        content: "Governance, management and modernisation plans for the cloud, sequenced so the first benefits land in a quarter.",
        service: "cloud-data-strategy",
      },
      {
        type: 0,
        heading: "Data Engineering",
        content: "Tested, observable pipelines on Snowflake, Databricks or Fabric, with data contracts and cost monitoring built in.",
        service: "data-engineering",
      },
      {
        type: 4,
        heading: "Analytics and BI",
        content: "Dashboards, forecasts and self-service models that executives use in the meeting, not after it.",
        service: "data-analytics",
      },
    ],
  },
  {
    family: "ai-solution",
    title: "AI Solution",
    cards: [
      {
        type: 1,
        heading: "Document intelligence",
        content: "Generative AI that reads transcripts, claims and onboarding packs and returns structured data a reviewer can approve.",
        service: "document-intelligence",
      },
      {
        type: 0,
        heading: "Predictive models",
        content: "Churn, demand and credit-risk models built on governed features, validated and monitored for drift.",
        service: "predictive-models",
      },
      {
        type: 0,
        heading: "Conversational assistants",
        content: "Service and internal-knowledge assistants grounded in your own policies, with answers that cite their sources.",
        service: "conversational-assistants",
      },
      {
        type: 4,
        heading: "AI governance and MLOps",
        content: "Model inventories, evaluation suites and approval gates that satisfy model-risk teams without stalling delivery.",
        service: "ai-governance-mlops",
      },
    ],
  },
  {
    family: "microsoft-consulting",
    title: "Microsoft Consulting Practice",
    cards: [
      {
        type: 3,
        heading: "Azure data platform",
        content: "Landing zones, networking and security for data workloads, designed to pass a bank's architecture review.",
        service: "cloud-data-strategy",
      },
      {
        type: 3,
        heading: "Microsoft Fabric",
        content: "OneLake, lakehouses and pipelines set up with workspaces, capacities and governance from day one.",
        service: "data-engineering",
      },
      {
        type: 3,
        heading: "Power BI",
        content: "Semantic models, row-level security and report estates that stay fast as usage grows.",
        service: "business-intelligence",
      },
      {
        type: 3,
        heading: "SQL and Synapse migration",
        content: "Warehouses moved to Azure SQL, Synapse or Fabric with reconciled numbers at every cut-over.",
        service: "cloud-data-strategy",
      },
      {
        type: 3,
        heading: "Dynamics 365 Sales and Service",
        content: "CRM roll-outs that fit how your teams sell and serve, integrated with the data platform.",
      },
      {
        type: 3,
        heading: "Dynamics 365 Finance",
        content: "Finance and operations implementations with clean data migration and a tested close process.",
      },
      {
        type: 3,
        heading: "Power Platform",
        content: "Power Apps and Power Automate solutions with environment strategy and a centre of excellence.",
      },
      {
        type: 3,
        heading: "Microsoft Purview",
        content: "Classification, sensitivity labels and lineage across Azure, Microsoft 365 and on-premises sources.",
        service: "data-governance",
      },
      {
        type: 3,
        heading: "Azure OpenAI Service",
        content: "Copilots and retrieval-augmented assistants deployed inside your tenant, with content filters configured.",
        service: "conversational-assistants",
      },
      {
        type: 3,
        heading: "Managed Azure operations",
        content: "Monitoring, patching, cost optimisation and on-call support for the estate after go-live.",
        service: "managed-data-service",
      },
    ],
  },
  {
    family: "salesforce-consulting",
    title: "Salesforce Consulting Practice",
    cards: [
      {
        type: 3,
        heading: "Sales Cloud",
        content: "Pipeline, forecasting and territory design that sales leaders trust enough to run the quarter on.",
      },
      {
        type: 3,
        heading: "Service Cloud",
        content: "Case routing, knowledge and omni-channel service consoles that shorten time to resolution.",
      },
      {
        type: 3,
        heading: "Data Cloud",
        content: "Unified customer profiles built from CRM, product and transaction data, ready for activation.",
      },
      {
        type: 3,
        heading: "Marketing Cloud",
        content: "Journeys, consent and segmentation wired to clean data, so campaigns reach the right people.",
      },
      {
        type: 3,
        heading: "Experience Cloud",
        content: "Partner and customer portals with secure sharing models and a design that matches your brand.",
      },
      {
        type: 3,
        heading: "Financial Services Cloud",
        content: "Advisor, banker and relationship views with household models and compliant data access.",
      },
      { type: 3, heading: "Health Cloud", content: "Care coordination and member engagement with consent and PHI handling designed in." },
      {
        type: 3,
        heading: "MuleSoft integration",
        content: "API-led connectivity between Salesforce, core systems and the data platform, with monitoring.",
      },
      {
        type: 3,
        heading: "Tableau and CRM Analytics",
        content: "Embedded analytics in the flow of work, on governed data rather than exported spreadsheets.",
        service: "business-intelligence",
      },
      {
        type: 3,
        heading: "Org health and support",
        content: "Technical-debt reviews, release management and a support desk that knows your configuration.",
      },
    ],
  },
  {
    family: "product-engineering",
    title: "Product Engineering",
    cards: [
      {
        type: 1,
        heading: "Web applications",
        content: "Accessible, secure customer and staff applications built with modern frameworks and automated tests.",
        service: "application-development",
      },
      {
        type: 0,
        heading: "Mobile apps",
        content: "iOS and Android apps that handle poor connectivity, strong authentication and app-store review gracefully.",
        service: "application-development",
      },
      {
        type: 0,
        heading: "APIs and integration",
        content: "Versioned, documented APIs and event streams that let your systems change without breaking each other.",
        service: "application-development",
      },
      {
        type: 0,
        heading: "Legacy modernisation",
        content: "Ageing applications re-platformed piece by piece, with the old and new running side by side until cut-over.",
        service: "application-development",
      },
      {
        type: 0,
        heading: "Quality engineering",
        content: "Test automation, test data management and performance testing that shorten release cycles safely.",
        service: "application-development",
      },
      {
        type: 4,
        heading: "Platform engineering",
        content: "CI/CD, infrastructure as code and observability that make every team's next release routine.",
        service: "application-development",
      },
    ],
  },
  {
    family: "startup-solution",
    title: "Startup Solution",
    cards: [
      {
        type: 1,
        heading: "First release",
        content: "A small senior team that takes a validated idea to a production-grade first version, then stays for the next.",
        service: "application-development",
      },
      {
        type: 0,
        heading: "Architecture and fractional CTO",
        content: "Technical leadership for founders: stack choices, hiring plans and the decisions investors will ask about.",
      },
      {
        type: 0,
        heading: "Data foundation",
        content: "Event tracking, a warehouse and metrics defined once, so growth reporting never needs rebuilding.",
        service: "data-engineering",
      },
      {
        type: 0,
        heading: "Technical due diligence",
        content: "An independent review of code, security and scalability ahead of a funding round or acquisition.",
      },
      {
        type: 4,
        heading: "Scale-up teams",
        content: "Engineers who join your squads on flexible terms as the roadmap grows, without a recruiting freeze.",
        service: "staffing-solutions",
      },
    ],
  },
  {
    family: "staffing-solution",
    title: "Staffing Solution",
    cards: [
      {
        type: 1,
        heading: "Contract specialists",
        content: unconfirmed(
          { by: "delivery", claim: "Contract specialists can often start within a week", quote: "often starting within a week" },
          "Data engineers, architects, analysts and testers for a defined piece of work, often starting within a week.",
        ),
        service: "staffing-solutions",
      },
      {
        type: 0,
        heading: "Contract-to-hire",
        content: "Work together before you commit: convert the people who fit your team to permanent roles.",
        service: "staffing-solutions",
      },
      {
        type: 0,
        heading: "Permanent placement",
        content: "Search for senior data and AI roles, assessed by practitioners who do the job themselves.",
        service: "staffing-solutions",
      },
      {
        type: 0,
        heading: "Delivery pods",
        content: "A ready-formed team with a lead, engineers and QA that takes ownership of a workstream.",
        service: "staffing-solutions",
      },
      {
        type: 0,
        heading: "Offshore delivery centres",
        content: "Dedicated teams in our Bangalore, Chennai and Coimbatore offices, working your hours where it counts.",
        service: "staffing-solutions",
      },
      {
        type: 4,
        heading: "Compliant onboarding",
        content: unconfirmed(
          { by: "legal-hr", claim: "The company runs background checks, E-Verify and work-authorisation checks for placed staff" },
          "Background checks, E-Verify and work-authorisation handled for you, with clear classification and payroll.",
        ),
        service: "staffing-solutions",
      },
    ],
  },
];
