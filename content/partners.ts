import type { Partner } from "#content/schema/partner.ts";

// Technology platforms we build on, in display order. services are service slugs.
export const partners: Partner[] = [
  {
    slug: "informatica",
    name: "Informatica",
    url: "https://www.informatica.com/",
    description:
      "We build integration and data quality pipelines on Informatica IDMC, stand up CDGC catalogues with lineage that reaches regulatory reports, and implement MDM hubs with match rules and stewardship workflows. We also migrate estates from PowerCenter, EDC and Axon to the cloud services.",
    services: ["data-governance", "data-quality", "master-data-management", "data-engineering"],
  },
  {
    slug: "microsoft",
    name: "Microsoft",
    url: "https://www.microsoft.com/",
    description:
      "We design Azure landing zones for data workloads, build lakehouses and pipelines in Microsoft Fabric, and govern them with Purview classification and lineage. On top sit Power BI semantic models with row-level security and Azure OpenAI assistants deployed inside the client's own tenant.",
    services: ["cloud-data-strategy", "data-engineering", "business-intelligence", "data-governance", "conversational-assistants"],
  },
  {
    slug: "elastic",
    name: "Elastic",
    url: "https://www.elastic.co/",
    description:
      "We use Elasticsearch to build search over documents, policies and product catalogues, including vector and hybrid retrieval for AI assistants. We also set up Elastic observability and log analytics, with index lifecycle policies and role-based access that keep clusters fast and costs predictable.",
    services: ["application-development", "conversational-assistants", "data-engineering", "managed-data-service"],
  },
  {
    slug: "salesforce",
    name: "Salesforce",
    url: "https://www.salesforce.com/",
    description:
      "We implement Sales, Service, Financial Services and Health Cloud around how client teams actually work, and build Data Cloud profiles from CRM, transaction and product data. MuleSoft APIs connect Salesforce to core systems, and Tableau puts governed analytics in the flow of work.",
    services: ["application-development", "master-data-management", "data-analytics"],
  },
  {
    slug: "profisee",
    name: "Profisee",
    url: "https://profisee.com/",
    description:
      "We implement Profisee MDM for customer, product, supplier and asset domains, usually deployed on Azure alongside Microsoft Fabric and Purview. Our work covers data modelling, match and survivorship rules, stewardship workflows and the integrations that publish golden records back to operational systems.",
    services: ["master-data-management", "data-quality", "data-governance"],
  },
  {
    slug: "snowflake",
    name: "Snowflake",
    url: "https://www.snowflake.com/",
    description:
      "We build Snowflake data platforms with tested transformation pipelines, role hierarchies, masking policies and cost monitoring from the first workload. We migrate warehouses with reconciled numbers at every cut-over, and set up secure data sharing with partners and customers.",
    services: ["cloud-data-strategy", "data-engineering", "data-analytics", "managed-data-service"],
  },
  {
    slug: "databricks",
    name: "Databricks",
    url: "https://www.databricks.com/",
    description:
      "We build lakehouses on Databricks with Delta Lake pipelines, Unity Catalog permissions and lineage, and data quality expectations in every job. Our data scientists use MLflow to track, validate and deploy predictive models, with monitoring that flags drift before it affects decisions.",
    services: ["data-engineering", "predictive-models", "ai-governance-mlops", "cloud-data-strategy"],
  },
  {
    slug: "collibra",
    name: "Collibra",
    url: "https://www.collibra.com/",
    description:
      "We configure Collibra as the working home of a data governance programme: business glossaries, data owners and stewards, approval workflows and policy records. We connect it to source systems for automated metadata and lineage, so the catalogue stays current without manual upkeep.",
    services: ["data-governance", "data-quality", "ai-governance-mlops"],
  },
  {
    slug: "kore-ai",
    name: "Kore.ai",
    url: "https://kore.ai/",
    description:
      "We build customer service and employee assistants on the Kore.ai platform, grounded in each client's approved knowledge and connected to CRM and core systems through secure APIs. Conversation design, testing, live-agent handover and analytics that show where assistants need improvement are all part of the delivery.",
    services: ["conversational-assistants", "ai-service", "ai-governance-mlops"],
  },
  {
    slug: "snaplogic",
    name: "SnapLogic",
    url: "https://www.snaplogic.com/",
    description:
      "We use SnapLogic to connect SaaS applications such as Salesforce and Workday, databases and cloud warehouses with reusable pipelines and managed APIs. Our teams standardise error handling, alerting and deployment across environments, so integrations keep running as upstream applications change.",
    services: ["data-engineering", "application-development", "managed-data-service"],
  },
  {
    slug: "talend",
    name: "Talend",
    url: "https://www.talend.com/",
    description:
      "We build and support Talend integration and data quality jobs, including profiling, cleansing and matching rules maintained by business stewards. We also modernise long-running Talend estates, moving jobs to current cloud runtimes and documenting what each one does before it changes.",
    services: ["data-engineering", "data-quality", "managed-data-service"],
  },
  {
    slug: "matillion",
    name: "Matillion",
    url: "https://www.matillion.com/",
    description:
      "We use Matillion to load and transform data inside Snowflake, Databricks and other cloud platforms, with version-controlled pipelines and shared components. Clients get data models their analysts can extend, plus orchestration and alerting that make overnight runs dependable.",
    services: ["data-engineering", "cloud-data-strategy", "data-analytics"],
  },
];
