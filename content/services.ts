import type { ServiceInput } from "#content/schema/service.ts";
import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

// The twelve service pages, one per /services/:slug, grouped on /services by `family`.
// The four AI offerings live in ai-offerings.ts (/aiservices/:slug); ai-service leads to their hub from its hero.
// `industries` are slugs of content/industries.ts; `related` are slugs of services or AI offerings, and every
// service names at least one other service (a test holds the rule).
export const services: ServiceInput[] = [
  {
    slug: "data-governance",
    family: "data-services",
    title: "Data Governance",
    summary:
      "An operating model, named data owners and a catalogue in daily use, so every critical figure has an owner, an agreed definition and lineage an auditor can follow.",
    icon: "shield-check",
    intro: [
      "Most organisations already have a data policy. What they lack is the daily machinery behind it: owners who know they are owners, definitions that agree between finance and risk, and lineage that shows where a reported number actually came from. Without that, every audit finding and regulatory request becomes a manual search through spreadsheets and inboxes.",
      "We treat governance as an operating discipline rather than a documentation exercise. We start from the reports and decisions that carry the most risk, trace the data behind them, and put owners, standards and controls around those elements first. The catalogue grows from questions people genuinely need answered, which is why it gets used.",
      "Our consultants have configured Collibra, Informatica and Microsoft Purview in banking, insurance and healthcare estates, and we stay neutral when advising on tooling. The aim is a programme your own people can run once we step back.",
    ],
    cards: [
      {
        title: "Operating model and ownership",
        points: [
          "A governance council, domain owners and stewards with written decision rights",
          "A RACI for critical data elements, agreed with business and technology leads",
          "Escalation routes for data issues that end in a decision rather than another meeting",
          "Stewardship routines sized to the time people really have alongside their day jobs",
        ],
      },
      {
        title: "Policies, standards and definitions",
        points: [
          "A policy set covering classification, retention, access and quality",
          "A business glossary with definitions approved by the function that owns them",
          "A critical data element register linked to the reports that depend on it",
          "Standards written precisely enough for engineers to test against",
        ],
      },
      {
        title: "Catalogue and lineage",
        points: [
          "Metadata harvested from warehouses, lakes, integration tools and BI platforms",
          "Column-level lineage from source system to regulatory or management report",
          "Classification and tagging of sensitive data to meet privacy obligations",
          "Certification marks so users can tell trusted assets from drafts and copies",
        ],
      },
      {
        title: "Regulatory evidence",
        points: [
          "Control mapping to BCBS 239 principles, Solvency II data quality requirements, SOX reporting controls and privacy law",
          "Evidence packs showing the owner, controls and test results for each data element",
          "Data subject request and retention workflows for GDPR and CCPA",
          "Protected health information tagged and its access limited to the minimum necessary under HIPAA",
          "Periodic attestation cycles run through the catalogue instead of by email",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A maturity assessment scored against the DAMA-DMBOK knowledge areas",
        "A target operating model with named roles, forums and decision rights",
        "A prioritised register of critical data elements, each with an owner and definition",
        "A configured catalogue with harvested metadata and end-to-end lineage for priority reports",
        "Classification and sensitivity rules applied to in-scope sources",
        "Governance measures and a dashboard the council reviews each month",
        "Steward training and a playbook for bringing new domains on board",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "3-4 weeks",
        description: "We interview owners and users, review existing policies and map the reports that carry regulatory or financial risk.",
        deliverables: ["Maturity assessment", "Priority reports and data elements", "Roadmap with sequenced domains"],
      },
      {
        phase: "Design",
        weeks: "4-6 weeks",
        description:
          "We define the operating model, standards and catalogue design, and agree them with the people who will run them day to day.",
        deliverables: ["Operating model and RACI", "Policy and standards set", "Catalogue configuration design"],
      },
      {
        phase: "Implement",
        weeks: "8-16 weeks",
        description: "We configure the platform, harvest metadata, build lineage for the first domains and start the stewardship routines.",
        deliverables: ["Configured catalogue and lineage", "Owned glossary for first domains", "Issue management workflow"],
      },
      {
        phase: "Embed",
        weeks: "3-6 months",
        description: "We coach stewards, add domains in waves and hand over a programme your team can run without us.",
        deliverables: ["Steward training and playbook", "Governance dashboard", "Handover and support plan"],
      },
    ],
    platforms: ["Collibra", "Informatica CDGC", "Informatica Axon", "Microsoft Purview"],
    regulations: ["BCBS 239", "Solvency II", "SOX", "GDPR", "CCPA", "HIPAA"],
    industries: ["banking", "finance-service", "insurance", "healthcare"],
    related: ["data-quality", "master-data-management", "cloud-data-strategy", "ai-governance-mlops"],
  },
  {
    slug: "data-quality",
    family: "data-services",
    title: "Data Quality",
    summary:
      "Quality rules written with the business, enforced automatically in pipelines and reported on scorecards that show where defects cost money or create regulatory exposure.",
    icon: "badge-check",
    intro: [
      "Poor data rarely announces itself. It appears as a reconciliation break at month end, a returned letter, a claim paid twice or a regulatory return that has to be restated. By the time anyone notices, the defect has passed through several systems and fixing it means rework in each of them.",
      "We move quality checks upstream and make them specific. Rules come from the people who understand what the data is for, are written in plain language first and are then implemented as automated tests wherever data enters or changes. Failures go to a named owner with enough context to act on them.",
      "We measure what matters to the business rather than abstract percentages. A scorecard that links defects to late payments, rejected filings or lost revenue earns attention and funding; one that reports the completeness of every column rarely does.",
    ],
    cards: [
      {
        title: "Profiling and root cause",
        points: [
          "Statistical profiling of priority sources to find real defect patterns",
          "Root-cause analysis that traces issues back to a process, system or interface",
          "Cost-of-poor-quality estimates built with finance and operations",
          "Quick fixes separated clearly from structural remediation",
        ],
      },
      {
        title: "Rules and controls",
        points: [
          "Business rules captured in plain language, each with an accountable owner",
          "Rules implemented in Informatica, Talend, dbt or Great Expectations",
          "Checks at ingestion, transformation and publication points",
          "Thresholds and severities agreed before anything goes live",
        ],
      },
      {
        title: "Monitoring and observability",
        points: [
          "Freshness, volume and schema-change monitoring on critical pipelines",
          "Anomaly detection for measures that drift without breaking a rule",
          "Alerts routed to owners with sample records and lineage attached",
          "Quarantine patterns that stop bad records reaching reports",
        ],
      },
      {
        title: "Remediation and reporting",
        points: [
          "Issue workflows with service levels and escalation",
          "Scorecards by domain, source and critical data element",
          "Trend reporting for risk committees and internal audit",
          "Upstream fixes agreed with system owners, not only downstream patches",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A profiling report for priority sources with ranked defect patterns",
        "A rule catalogue covering accuracy, completeness, validity, consistency and timeliness",
        "Automated checks running in your pipelines and scheduled jobs",
        "Data quality scorecards by domain, linked to critical data elements",
        "An issue workflow with owners, service levels and escalation",
        "Quality evidence for BCBS 239, Solvency II, IFRS 17 or SOX reviews",
        "A runbook for adding rules and bringing new sources under control",
      ],
    },
    engagement: [
      {
        phase: "Discover",
        weeks: "2-3 weeks",
        description:
          "We profile the sources behind your most important reports and estimate where defects cause cost or risk. Findings are ranked so effort goes where it pays back first.",
        deliverables: ["Profiling results", "Cost-of-poor-quality view", "Prioritised defect list"],
      },
      {
        phase: "Define",
        weeks: "3-4 weeks",
        description:
          "Business owners and our analysts write and agree rules, thresholds and severities for the priority data elements. Each rule is tied to a critical data element and a named owner.",
        deliverables: ["Rule catalogue", "Threshold and severity matrix", "Ownership assignments"],
      },
      {
        phase: "Automate",
        weeks: "6-10 weeks",
        description:
          "We implement the checks in your tooling, connect alerts to owners and publish the first scorecards. Early results are reviewed with owners to remove noisy or misjudged thresholds.",
        deliverables: ["Deployed rules and monitors", "Alert routing", "Published scorecards"],
      },
      {
        phase: "Sustain",
        weeks: "Ongoing",
        description:
          "We run remediation cycles with system owners, extend coverage to new domains and train your team to maintain the rules.",
        deliverables: ["Remediation log", "Coverage expansion plan", "Team training"],
      },
    ],
    platforms: ["Informatica Cloud Data Quality", "Talend Data Quality", "Collibra Data Quality", "Great Expectations", "dbt"],
    regulations: ["BCBS 239", "Solvency II", "IFRS 17", "SOX"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "package-distribution"],
    related: ["data-governance", "master-data-management", "data-engineering"],
  },
  {
    slug: "master-data-management",
    family: "data-services",
    title: "Master Data Management",
    summary:
      "One trusted record for each customer, product, supplier and location, matched across systems and kept accurate by stewardship workflows rather than periodic clean-ups.",
    icon: "git-merge",
    intro: [
      "When the same customer appears several times across CRM, billing and servicing, every downstream process pays for it: duplicate mailings, fragmented risk views, inaccurate reporting and slow onboarding. Clean-up projects help for a while, then the duplicates return because nothing changed at the point of entry.",
      "We approach master data as a business capability with a technology component. The first decisions concern scope, ownership and the implementation style that suits your landscape, whether registry, consolidation, coexistence or centralised. The platform choice follows once those are settled.",
      "We implement on Informatica MDM and Profisee, and we connect the mastered record to operational systems and the analytics platform. That is where the benefit reaches the people who create and use the data every day.",
    ],
    cards: [
      {
        title: "Strategy and design",
        points: [
          "Domain priorities set by business impact and complexity",
          "An implementation style chosen to fit existing systems and appetite for change",
          "Golden-record definitions and attribute-level survivorship rules",
          "A data model that handles hierarchies, relationships and history",
          "A business case that links cleaner master data to specific processes",
        ],
      },
      {
        title: "Matching and consolidation",
        points: [
          "Deterministic and fuzzy matching tuned on your own data",
          "Match review queues with clear merge and unmerge rules",
          "Reference data aligned for codes, countries and classifications",
          "Cross-reference keys that keep the link to every source record",
        ],
      },
      {
        title: "Stewardship and workflow",
        points: [
          "Create, change and approval workflows for new records",
          "Steward dashboards showing open tasks, exceptions and ageing",
          "Quality rules enforced at the point of entry",
          "An audit trail of every change for compliance and dispute handling",
        ],
      },
      {
        title: "Integration and distribution",
        points: [
          "Real-time and batch publishing to CRM, ERP and billing systems",
          "Lookup and search APIs for front-office applications",
          "Mastered data delivered to the warehouse or lakehouse",
          "Consent and privacy attributes carried with the customer record, so GDPR and CCPA requests reach every copy",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "An MDM strategy and roadmap covering domains, styles and sequencing",
        "A conceptual and logical model for each mastered domain",
        "Configured match, merge and survivorship rules with test evidence",
        "Stewardship workflows and dashboards in the chosen platform",
        "Monitored integrations with source and consuming systems",
        "Hierarchy management for households, legal entities or product families",
        "A governance model for who may create, change and retire master records",
        "Migration and reconciliation reports for historical data loaded into the hub",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "3-4 weeks",
        description:
          "We review sources, profile duplication and agree which domain delivers most value first. We also check whether your current platforms can support the chosen style.",
        deliverables: ["Source and duplication analysis", "Domain priority and business case", "Platform evaluation where needed"],
      },
      {
        phase: "Design",
        weeks: "4-6 weeks",
        description:
          "We design the model, matching approach, workflows and integration patterns with your data owners. Business users review match examples from their own records before any rule is signed off.",
        deliverables: ["Domain data model", "Match and survivorship design", "Integration architecture"],
      },
      {
        phase: "Build",
        weeks: "10-20 weeks",
        description:
          "We configure the platform, load and match historical data, build workflows and connect source and consuming systems. Match results are sampled and reviewed with stewards at every iteration.",
        deliverables: ["Configured MDM hub", "Initial golden records", "Tested integrations"],
      },
      {
        phase: "Operate",
        weeks: "Ongoing",
        description:
          "We tune matching, support stewards through the first months of operation and plan the next domain. Lessons from the first domain shorten the second.",
        deliverables: ["Match tuning log", "Stewardship support", "Next-domain plan"],
      },
    ],
    platforms: ["Informatica MDM", "Profisee", "Informatica IDMC", "Microsoft Purview"],
    regulations: ["GDPR", "CCPA"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "package-distribution"],
    related: ["data-quality", "data-governance", "data-engineering"],
  },
  {
    slug: "cloud-data-strategy",
    family: "data-services",
    title: "Cloud Data Strategy",
    summary:
      "A cloud data plan covering governance, management and modernisation, sequenced so early results fund later phases and risk stays visible throughout.",
    icon: "cloud",
    intro: [
      "Moving data to the cloud is rarely the hard part. The hard part is deciding what to move, in what order, under which controls and at what running cost, while the business keeps asking for new reports. Programmes stall when the platform is ready but the operating model, security design and funding plan are not.",
      "We answer those questions before large sums are committed, across three connected strands: how data is governed in the cloud, how it is managed day to day, and how legacy warehouses and pipelines are modernised. Each strand comes with a sequenced roadmap and a cost model.",
      "We work across Azure, Snowflake, Databricks and Microsoft Fabric, and recommend on the strength of your workloads, skills and contracts.",
    ],
    // The three strands below are tabs that hold this offering's cards, as on the original site.
    tabsHeading: {
      eyebrow: "Three strands",
      title: "Governance, management and modernisation, planned together",
      lead: "Each strand has its own owner, on one shared roadmap.",
    },
    tabs: [
      {
        name: "Cloud Data Governance",
        icon: "shield-check",
        cards: [
          {
            title: "Policy that follows the data",
            content:
              "Classification, access and retention policies are defined once and enforced through platform controls such as Unity Catalog, Snowflake policies and Microsoft Purview, across every account and region.",
            type: 1,
          },
          {
            title: "Identity and access design",
            content:
              "Role- and attribute-based access is designed around data domains, with requests, approvals and periodic reviews in a workflow auditors can follow.",
            type: 0,
          },
          {
            title: "Residency and privacy",
            content:
              "We map where regulated data may live: personal data under GDPR, customer financial information under GLBA, health records under HIPAA and cardholder data under PCI DSS, then configure regions, encryption and masking to match.",
            type: 0,
          },
          {
            title: "Governance from the first workload",
            content:
              "Catalogue, lineage and ownership are in place before the first dataset goes live, so governance grows with the platform instead of being retrofitted.",
            type: 4,
          },
        ],
      },
      {
        name: "Cloud Data Management",
        icon: "database",
        cards: [
          {
            title: "Data as a managed product",
            content:
              "Domains publish owned, well-described datasets with service levels, so consumers know what each contains, how fresh it is and whom to ask.",
            type: 1,
          },
          {
            title: "Quality and observability",
            content:
              "Quality checks, freshness monitors and schema-change alerts are built into pipelines, so incidents reach an owner before they reach a dashboard.",
            type: 0,
          },
          {
            title: "Lifecycle and retention",
            content:
              "Storage tiering, archiving and deletion rules, set with your legal and records teams, keep cost and legal exposure under control.",
            type: 3,
          },
          {
            title: "Cost you can see",
            content:
              "Tagging, budgets and usage reports show each domain its spend; guardrails stop runaway compute before the invoice arrives.",
            type: 4,
          },
        ],
      },
      {
        name: "Cloud Data Modernization",
        icon: "workflow",
        cards: [
          {
            title: "From legacy warehouse to lakehouse",
            content:
              "Workloads move from on-premises warehouses and ETL tools to Snowflake, Databricks or Fabric in planned waves, each reconciled against the legacy output before users switch.",
            type: 1,
          },
          {
            title: "Pipelines re-engineered, not just lifted",
            content:
              "Old jobs are rebuilt as modular, tested pipelines under version control with automated deployment; logic nobody can explain is documented or retired.",
            type: 0,
          },
          {
            title: "Parallel running",
            content: "Old and new platforms run side by side until the numbers agree and business users sign off the cut-over.",
            type: 3,
          },
          {
            title: "Decommissioning",
            content: "We retire the legacy systems so licence and hosting savings are realised, rather than paying for two platforms.",
            type: 4,
          },
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A current-state assessment of sources, workloads, skills and cost",
        "A target architecture with a platform recommendation and its rationale",
        "A cloud governance, identity and security design",
        "A migration wave plan with dependencies and cut-over approach",
        "A cost model with FinOps guardrails",
        "An operating model and skills plan for the platform team",
        "A business case and decision log ready for board approval",
      ],
    },
    engagement: [
      {
        phase: "Discover",
        weeks: "2-4 weeks",
        description: "We inventory the estate, interview stakeholders and set a cost and risk baseline against your business priorities.",
        deliverables: ["Estate inventory", "Stakeholder findings", "Cost baseline"],
      },
      {
        phase: "Design",
        weeks: "3-5 weeks",
        description: "We design the target architecture, governance and operating model, reviewed by your security and risk teams.",
        deliverables: ["Target architecture", "Governance and security design", "Operating model"],
      },
      {
        phase: "Plan",
        weeks: "2-3 weeks",
        description:
          "We sequence migration waves, each with entry and exit criteria and an owner, and build the cost model and business case.",
        deliverables: ["Wave plan", "Cost model", "Business case"],
      },
      {
        phase: "Mobilise",
        weeks: "4-8 weeks",
        description: "We stand up the landing zone and move a first workload to prove the design before the next wave starts.",
        deliverables: ["Landing zone", "First migrated workload", "Lessons-learned review"],
      },
    ],
    platforms: ["Microsoft Azure", "Snowflake", "Databricks", "Microsoft Fabric", "Microsoft Purview"],
    regulations: ["GDPR", "GLBA", "HIPAA", "PCI DSS"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment"],
    related: ["data-engineering", "data-governance", "managed-data-service"],
  },
  {
    slug: "data-engineering",
    family: "data-services",
    title: "Data Engineering",
    summary:
      "Batch and streaming pipelines engineered like software, with automated tests, explicit data contracts and running costs your finance team can predict.",
    icon: "workflow",
    intro: [
      "Many data platforms are held together by scheduled scripts that one person understands. They work until a source system renames a column, a job silently loads half a file or the compute bill doubles. The business then loses trust in its reports, and engineers spend their weeks firefighting.",
      "We build pipelines the way good software teams build applications: in version control, with code review, automated tests and repeatable deployments. Every pipeline has an owner, a documented contract with its sources and consumers, and monitoring that catches problems before users do.",
      "We work across Snowflake, Databricks, Microsoft Fabric, dbt, Matillion, SnapLogic, Informatica and Talend, and we choose patterns your own team can maintain after we leave.",
    ],
    cards: [
      {
        title: "Ingestion and integration",
        points: [
          "Batch, change-data-capture and streaming ingestion from databases, SaaS applications and files",
          "Connectors configured in Matillion, SnapLogic, Informatica or native cloud services",
          "Schema changes handled without breaking downstream models",
          "Personal, health and card data masked or tokenised on arrival, in line with GDPR, HIPAA and PCI DSS",
        ],
      },
      {
        title: "Transformation and modelling",
        points: [
          "Layered medallion or dimensional models with clear naming standards",
          "Transformations in dbt, Spark or SQL, with tests on every model",
          "History kept through slowly changing dimensions where audits need it",
          "Business logic aligned with the definitions in your glossary",
        ],
      },
      {
        title: "DataOps and reliability",
        points: [
          "CI/CD for pipelines with environment promotion and rollback",
          "Data contracts agreed between producing and consuming teams",
          "Observability for freshness, volume, schema and failures",
          "Runbooks and alerting wired into your incident process",
        ],
      },
      {
        title: "Performance and cost",
        points: [
          "Warehouse and cluster sizing based on measured workloads",
          "Incremental processing instead of repeated full reloads",
          "Cost tagging and reporting by domain and pipeline",
          "Regular tuning reviews as volumes and usage grow",
          "Auto-suspend, scaling and reservation settings reviewed with your finance team",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A pipeline architecture and written engineering standards",
        "Ingestion from priority sources, with change-data-capture where needed",
        "Tested transformation models with documentation generated from the code",
        "CI/CD and infrastructure as code for every data environment",
        "Monitoring dashboards and alert routing for pipeline health",
        "Cost reporting by domain, with tuning recommendations",
        "Runbooks and knowledge transfer for your engineering team",
        "Data contracts for priority sources, agreed with the teams that own them",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "2-3 weeks",
        description:
          "We review current pipelines, sources, tooling and pain points, and agree engineering standards with your team. We identify the fragile jobs that cause the most incidents and fix the worst first.",
        deliverables: ["Pipeline inventory", "Engineering standards", "Priority backlog"],
      },
      {
        phase: "Foundation",
        weeks: "3-6 weeks",
        description:
          "We set up repositories, environments, CI/CD and monitoring, then build one pipeline end to end as the reference pattern. Later pipelines follow the same structure, which makes them quicker to build and review.",
        deliverables: ["Reference pipeline", "CI/CD and environments", "Monitoring baseline"],
      },
      {
        phase: "Build",
        weeks: "8-20 weeks",
        description:
          "We deliver pipelines in sprints, ordered by business value, with tests and documentation in every increment. Each release passes automated tests and a code review before reaching production.",
        deliverables: ["Production pipelines", "Test suites", "Model documentation"],
      },
      {
        phase: "Transition",
        weeks: "2-4 weeks",
        description:
          "We hand over to your team or to our managed service with runbooks, training and a period of supported operation. Your engineers pair with ours on live incidents before the handover is signed.",
        deliverables: ["Runbooks", "Training sessions", "Handover sign-off"],
      },
    ],
    platforms: ["Snowflake", "Databricks", "Microsoft Fabric", "dbt", "Matillion", "SnapLogic"],
    regulations: ["GDPR", "HIPAA", "PCI DSS"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["cloud-data-strategy", "data-quality", "managed-data-service", "business-intelligence"],
  },
  {
    slug: "data-analytics",
    family: "data-services",
    title: "Data Analytics",
    summary:
      "Analysis, forecasting and decision models that answer specific business questions, built on governed data and presented in a form leaders can act on.",
    icon: "line-chart",
    intro: [
      "Most organisations have more dashboards than decisions those dashboards support. Analysts spend their time reconciling numbers and answering one-off requests, while the questions that would change how the business runs, such as which customers are drifting away or where margin leaks, go unanswered.",
      "We start with the decision, not the data. Each engagement begins by naming the choices a team has to make, the evidence that would change them and how often they are made. We then build the analysis, models and views that serve that decision, and we check whether they are used.",
      "Our analysts pair statistical method with commercial sense. We work in Python, SQL, Databricks and Snowflake for the analysis itself, and deliver results through Power BI, Tableau or embedded views, depending on where your people already work.",
    ],
    cards: [
      {
        title: "Decision analysis",
        points: [
          "Framing workshops that turn broad goals into answerable questions",
          "KPI trees linking operational drivers to financial outcomes",
          "Metric definitions agreed with owners and recorded in the glossary",
          "Analytics work prioritised by the value of the decision it informs",
        ],
      },
      {
        title: "Advanced analytics",
        points: [
          "Segmentation, cohort and customer lifetime value analysis",
          "Demand, volume and revenue forecasts with stated confidence ranges",
          "Pricing, promotion and scenario analysis",
          "Experiment design and evaluation of A/B tests",
          "Privacy review of customer-level analysis under GDPR and CCPA",
        ],
      },
      {
        title: "Self-service enablement",
        points: [
          "Curated, documented datasets for analysts and power users",
          "Certified metrics that return the same answer in every tool",
          "Training and office hours for business analysts",
          "Clear guidance on when to self-serve and when to ask the central team",
        ],
      },
      {
        title: "Insight delivery",
        points: [
          "Narrative reporting that explains what changed and why",
          "Executive packs aligned with the planning and review calendar",
          "Alerts when a metric moves outside its expected range",
          "Adoption tracking, so reports nobody opens can be retired",
          "Short explanatory notes beside each chart, written for non-specialists",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A decision and KPI framework for priority business areas",
        "Curated analytical datasets on your cloud platform",
        "Forecasting and segmentation models with documented assumptions",
        "Executive and operational views in Power BI or Tableau",
        "A metric dictionary aligned with the business glossary",
        "An analyst enablement programme with regular office hours",
        "A usage review and rationalisation of the existing report estate",
        "Documented assumptions and limitations for every model and forecast",
      ],
    },
    engagement: [
      {
        phase: "Frame",
        weeks: "2-3 weeks",
        description:
          "We work with leaders to identify the decisions that matter most and the evidence needed to support them. We also note which existing reports those decisions currently rely on.",
        deliverables: ["Decision inventory", "KPI tree", "Prioritised analytics backlog"],
      },
      {
        phase: "Prepare",
        weeks: "3-6 weeks",
        description:
          "We assemble and validate the data behind the priority questions and agree metric definitions with their owners. Known gaps and caveats are written down, not hidden.",
        deliverables: ["Curated datasets", "Metric dictionary", "Data validation notes"],
      },
      {
        phase: "Analyse",
        weeks: "4-8 weeks",
        description:
          "We build models, forecasts and analyses, and review the findings with the people who will act on them. Where the evidence is weak or mixed, we say so plainly.",
        deliverables: ["Models and analyses", "Findings reviews", "Recommendations"],
      },
      {
        phase: "Operationalise",
        weeks: "3-6 weeks",
        description:
          "We turn recurring insights into dashboards and routines, train users and set up adoption tracking. Reports that duplicate the new views are scheduled for retirement.",
        deliverables: ["Production reports", "User training", "Adoption dashboard"],
      },
    ],
    platforms: ["Python", "Databricks", "Snowflake", "Power BI", "Tableau"],
    regulations: ["GDPR", "CCPA"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["business-intelligence", "predictive-models", "data-engineering"],
  },
  {
    slug: "managed-data-service",
    family: "data-services",
    title: "Managed Data Service",
    menuLabel: "Managed Data Services",
    summary:
      "We run your data platform after go-live: monitoring pipelines, resolving incidents, applying changes and controlling cost, under agreed service levels.",
    icon: "server-cog",
    intro: [
      "A data platform's real cost begins after launch. Pipelines fail overnight, source systems change without notice, users ask for new fields and cloud bills creep upwards. Keeping a full in-house team for all of that is expensive, and losing one key engineer can leave the platform without support.",
      "Our managed data service takes ownership of day-to-day operations under service levels you agree with us. A named service lead, engineers who know your estate and a documented runbook mean incidents are handled consistently, changes are controlled and knowledge is kept in writing rather than in someone's head.",
      unconfirmed(
        {
          by: "company",
          claim: "The managed data service runs under the company's ISO/IEC 27001 controls and produces SOX evidence",
          quote: "Operations follow our ISO/IEC 27001 controls",
        },
        "We run the service from our delivery centres in India, with overlap hours for your time zone, backed by architects in our US and UK offices. Operations follow our ISO/IEC 27001 controls, and change management produces the evidence that SOX testing and internal audit expect.",
      ),
    ],
    cards: [
      {
        title: "Monitoring and incident management",
        points: [
          "Monitoring of pipelines, jobs, data freshness and platform health",
          "Incident triage, resolution and root-cause analysis",
          "Response and resolution targets set by priority",
          "On-call cover for critical overnight and month-end processing",
        ],
      },
      {
        title: "Change and enhancement",
        points: [
          "A managed backlog for small enhancements and new sources",
          "Change control with testing, approvals and release notes",
          "Quarterly planning with your product owner",
          "Capacity flexed up or down as demand changes",
          "Every enhancement estimated and approved before work starts",
        ],
      },
      {
        title: "Platform and cost operations",
        points: [
          "Patching, upgrades and connector version management",
          "Access provisioning and periodic access reviews, following the HIPAA and GDPR handling rules for the data in scope",
          "Cost monitoring, tuning and right-sizing recommendations",
          "Backup, recovery and resilience testing",
        ],
      },
      {
        title: "Governance and reporting",
        points: [
          "Monthly service reviews covering service levels, incidents and cost",
          "A continuous improvement log with agreed actions",
          "Audit evidence for change, access and operational controls",
          "Runbooks and architecture documents kept up to date",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A named service lead and a team that knows your estate",
        "Agreed service levels, with monthly performance reporting",
        "Round-the-clock or business-hours monitoring, matched to how critical each process is",
        "Incident, problem and change management aligned with ITIL practice",
        "Flexible enhancement capacity for new sources and reports",
        "Quarterly cost optimisation reviews",
        "Audit-ready evidence for change and access controls",
        "A documented exit plan, so you can bring the service in-house whenever you choose",
      ],
    },
    engagement: [
      {
        phase: "Transition",
        weeks: "4-6 weeks",
        description:
          "We learn the estate from your current team, document it and shadow operations before taking responsibility. Responsibility moves over in stages, starting with monitoring and ending with change.",
        deliverables: ["Knowledge transfer plan", "Runbooks and architecture documents", "Service level agreement"],
      },
      {
        phase: "Stabilise",
        weeks: "4-12 weeks",
        description:
          "We clear the backlog of known issues, tune monitoring and bring recurring incidents down. Every recurring incident gets a root-cause review and either a permanent fix or a documented workaround.",
        deliverables: ["Known issues resolved or planned", "Tuned monitoring and alerting", "Baseline service report"],
      },
      {
        phase: "Run",
        weeks: "Ongoing",
        description:
          "We operate the platform to the agreed service levels and deliver enhancements through a managed backlog. Backlog priorities are set with your product owner.",
        deliverables: ["Monthly service reports", "Release notes", "Cost reviews"],
      },
      {
        phase: "Improve",
        weeks: "Quarterly",
        description:
          "We review trends with you and propose automation, tuning and platform changes that reduce effort and risk. Savings and risk reductions are tracked against the baseline set at transition.",
        deliverables: ["Improvement roadmap", "Automation backlog", "Updated service levels"],
      },
    ],
    platforms: ["Snowflake", "Databricks", "Microsoft Fabric", "Informatica IDMC", "Elastic"],
    regulations: ["SOX", "GDPR", "HIPAA"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "package-distribution"],
    related: ["data-engineering", "data-quality", "cloud-data-strategy", "staffing-solutions"],
  },
  {
    slug: "business-intelligence",
    family: "microsoft-consulting",
    title: "Business Intelligence",
    summary:
      "Power BI and Tableau estates built on sound semantic models in Microsoft Fabric, with security, performance and governance that hold up as usage grows.",
    icon: "bar-chart",
    intro: [
      "Business intelligence usually grows faster than anyone plans. A few useful reports turn into hundreds of workspaces, duplicated datasets and competing versions of revenue. Reports slow down, licence costs rise and leaders stop trusting what they see.",
      "We design BI estates around shared semantic models: one governed definition of each measure, reused across many reports. On Microsoft platforms that means Power BI and Fabric, with workspaces, capacities, deployment pipelines and row-level security planned from the start. Where Tableau is the standard, we apply the same discipline there.",
      "Good BI also depends on what happens after launch. We set up usage monitoring, a centre of excellence and a support model, so the estate stays tidy and people know where to find the trusted version of a number.",
    ],
    cards: [
      {
        title: "Semantic models and report design",
        points: [
          "Star-schema models with each measure defined once and reused",
          "Import, DirectQuery or Direct Lake storage chosen by workload",
          "Report design standards for clarity and accessibility",
          "Model documentation generated for analysts and report authors",
          "Performance tuning for large models and heavy concurrent use",
        ],
      },
      {
        title: "Microsoft Fabric and Power BI platform",
        points: [
          "Workspace, capacity and licensing strategy",
          "Deployment pipelines and Git integration for the report lifecycle",
          "Row-level and object-level security mapped to your identity model",
          "Sensitivity labels and lineage through Microsoft Purview, so personal data under GDPR stays labelled in every export",
          "Change controls for reports used in SOX-relevant financial reporting",
        ],
      },
      {
        title: "Tableau and migrations",
        points: [
          "Tableau Server and Tableau Cloud estates with governed data sources",
          "Moves between Tableau and Power BI, reconciled measure by measure",
          "Staged retirement of older tools such as SSRS, Cognos or BusinessObjects",
          "Rationalisation before migration, so only content people use is moved",
        ],
      },
      {
        title: "Adoption and centre of excellence",
        points: [
          "Usage monitoring to find popular, stale and duplicated content",
          "A centre of excellence with standards, templates and review steps",
          "Training paths for report readers, creators and administrators",
          "A support desk for questions, access requests and performance issues",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A BI strategy and assessment of the current estate",
        "Certified semantic models for priority business domains",
        "Reports and dashboards designed with the people who use them",
        "Fabric or Power BI tenant, workspace and capacity configuration",
        "A security model with row-level rules tested against real user roles",
        "A migration plan and reconciled move from older reporting tools",
        "A centre of excellence playbook and training programme",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "2-3 weeks",
        description:
          "We review the current estate, usage, performance and licensing, and interview report owners. We identify which reports are used, duplicated or abandoned.",
        deliverables: ["Estate and usage analysis", "Performance findings", "Rationalisation recommendations"],
      },
      {
        phase: "Design",
        weeks: "3-4 weeks",
        description:
          "We design semantic models, workspace structure, security and the report standards everyone will follow. Designs are checked against real questions from report users.",
        deliverables: ["Semantic model design", "Tenant and workspace design", "Report standards"],
      },
      {
        phase: "Build",
        weeks: "6-12 weeks",
        description:
          "We build models and reports in increments, testing numbers against agreed sources and refining them with users. Every certified measure has a documented definition and an owner.",
        deliverables: ["Certified models", "Report suites", "Reconciliation evidence"],
      },
      {
        phase: "Adopt",
        weeks: "4-8 weeks",
        description:
          "We train users, set up the centre of excellence and hand over monitoring and support processes. Usage data then guides which content to improve and which to retire.",
        deliverables: ["Training programme", "Centre of excellence playbook", "Support handover"],
      },
    ],
    platforms: ["Power BI", "Microsoft Fabric", "Tableau", "Microsoft Purview", "Tabular Editor"],
    regulations: ["SOX", "GDPR"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["data-analytics", "data-engineering", "data-governance"],
  },
  {
    slug: "ai-service",
    family: "ai-solution",
    title: "AI Services",
    summary:
      "Our AI practice helps regulated organisations choose the right use cases, build them on governed data and run them with controls that risk and compliance teams accept.",
    icon: "brain",
    intro: [
      "Few organisations still ask whether AI could help them. They ask which of many ideas deserves funding, how to move a promising pilot into production, and how to explain the results to a regulator, an auditor or a customer. Those are the questions on which AI programmes most often stall.",
      "Our practice is organised around them. We select use cases on value, feasibility and risk together, build them on data that has owners and lineage, and design human review and monitoring in from the first sprint. We combine machine learning, generative AI and conventional automation, and we say so when a simple rule or report would do the job better.",
      "The work falls into four offerings: document intelligence, predictive models, conversational assistants, and AI governance with MLOps. Most clients start with one and add others as their controls and confidence mature.",
    ],
    cards: [
      {
        title: "Choosing use cases",
        points: [
          "Discovery workshops with business, data and risk teams in the same room",
          "Scoring on value, data readiness, risk tier and effort",
          "Honest rejection of ideas where AI adds cost without benefit",
          "A portfolio view, so investment follows evidence rather than enthusiasm",
        ],
      },
      {
        title: "Data and platform readiness",
        points: [
          "Checks that source data is owned, documented and fit for the intended use",
          "Feature, vector and retrieval stores built on your governed platform",
          "Deployment inside your cloud tenant, under your identity and network controls",
          "Cost estimates per transaction before anything is scaled up",
        ],
      },
      {
        title: "How we deliver",
        points: [
          "Small teams of data scientists, engineers and domain experts working together",
          "Evaluation criteria agreed before building starts, not after",
          "Pilots on real data with real users and a clear decision point at the end",
          "Production hardening: monitoring, fallbacks, support and documentation",
        ],
      },
      {
        title: "Controls and responsible use",
        points: [
          "Risk tiering aligned with the EU AI Act and your model risk policy",
          "Human review wherever outcomes affect customers, patients or employees",
          "Bias and robustness testing, and privacy impact assessments under GDPR, proportionate to the risk",
          "Documentation that supports SR 11-7 validation, insurer expectations under the NAIC AI Model Bulletin and internal audit",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "An AI opportunity portfolio scored for value, feasibility and risk",
        "A readiness assessment covering data, platforms, skills and controls",
        "A pilot plan with success measures agreed in advance",
        "A reference architecture for machine learning and generative AI in your cloud",
        "A responsible AI policy and risk-tiering approach",
        "Production deployment, monitoring and support arrangements",
        "An enablement plan so your teams can build and run later use cases",
      ],
    },
    engagement: [
      {
        phase: "Discover",
        weeks: "2-4 weeks",
        description: "We gather ideas across the business, assess data and controls, and score the candidate use cases.",
        deliverables: ["Scored long list of use cases", "Readiness assessment", "Shortlist with rationale"],
      },
      {
        phase: "Prove",
        weeks: "6-10 weeks",
        description:
          "We build a pilot on real data for the leading use case and test it against the agreed success measures. If the pilot does not meet them, we stop and explain why.",
        deliverables: ["Working pilot", "Evaluation results", "Go or no-go recommendation"],
      },
      {
        phase: "Industrialise",
        weeks: "8-16 weeks",
        description:
          "We harden the solution for production, integrate it with business systems and put monitoring and approvals in place. Risk and compliance sign-off is part of the plan, not a final hurdle.",
        deliverables: ["Production release", "Monitoring and controls", "Operating procedures"],
      },
      {
        phase: "Scale",
        weeks: "Ongoing",
        description: "We extend the approach to further use cases and build internal capability, so your teams lead later releases.",
        deliverables: ["Updated portfolio", "Reusable components", "Team enablement"],
      },
    ],
    platforms: ["Azure OpenAI Service", "Azure Machine Learning", "Databricks", "Kore.ai", "Elastic"],
    regulations: ["EU AI Act", "SR 11-7", "GDPR", "NAIC AI Model Bulletin"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment"],
    related: ["data-engineering", "data-governance", "predictive-models", "ai-governance-mlops"],
  },
  {
    slug: "application-development",
    family: "product-engineering",
    title: "Application Development",
    summary:
      "Web, mobile and API engineering for customer and staff applications, built with automated testing, secure design and delivery pipelines that make each release routine.",
    icon: "code",
    intro: [
      "Applications have to change constantly, yet many organisations find that each release is slower and riskier than the last. Test coverage is thin, environments drift apart, and older systems are so tightly coupled that touching one part breaks another.",
      "We build software that stays easy to change. Product and engineering work together from the first sprint, architecture decisions are written down, tests run on every commit and security is reviewed as part of the design rather than at the end. We prefer small, frequent releases to large, anxious ones.",
      "Our teams cover web, mobile, APIs and platform engineering, and they work closely with our data and AI colleagues when an application needs analytics or an assistant built in. We also modernise legacy applications in stages, keeping the business running throughout.",
    ],
    cards: [
      {
        title: "Product discovery and design",
        points: [
          "Discovery sprints that test assumptions with real users",
          "Service and interface design that meets WCAG 2.2 AA",
          "Architecture decision records and a delivery roadmap",
          "Prototypes that settle debates before engineering effort is spent",
          "Measures of success agreed before the first line of code",
        ],
      },
      {
        title: "Web, mobile and API engineering",
        points: [
          "Web applications in React and TypeScript, with server rendering where it helps",
          "Native and cross-platform mobile apps for iOS and Android",
          "Versioned REST and event-driven APIs with contract tests",
          "Secure authentication, authorisation and secrets handling",
        ],
      },
      {
        title: "Legacy modernisation",
        points: [
          "Strangler-pattern migration of legacy applications, module by module",
          "Re-platforming from on-premises servers to containers and managed cloud services",
          "Database migration with reconciliation and rollback plans",
          "Parallel running until users and support teams sign off",
        ],
      },
      {
        title: "Quality and platform engineering",
        points: [
          "Automated unit, integration, end-to-end and performance tests",
          "CI/CD pipelines with infrastructure as code",
          "Observability through logs, metrics, traces and alerting",
          "Dependency and code scanning as part of every build",
          "Design reviews for GDPR, HIPAA or PCI DSS obligations where they apply",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "Discovery findings, a prioritised backlog and a release plan",
        "A production application with source code, tests and documentation",
        "CI/CD pipelines and infrastructure as code in your own accounts",
        "Security review results and a record of remediation",
        "An accessibility conformance review against WCAG 2.2 AA",
        "Monitoring dashboards and runbooks for support teams",
        "Knowledge transfer to your engineers, or a managed support option",
        "A threat model and security design notes for the application",
      ],
    },
    engagement: [
      {
        phase: "Discover",
        weeks: "2-4 weeks",
        description:
          "We clarify user needs, constraints and success measures, and agree an architecture and release plan. We also review the existing systems and integration points the new work must respect.",
        deliverables: ["User research findings", "Architecture decision records", "Release plan"],
      },
      {
        phase: "Build",
        weeks: "8-20 weeks",
        description:
          "We deliver in two-week sprints, demonstrating working software at every review. Product owners judge progress by what runs, not by status reports.",
        deliverables: ["Working increments", "Automated test suites", "Sprint review records"],
      },
      {
        phase: "Release",
        weeks: "2-4 weeks",
        description:
          "We complete security, performance and accessibility testing, then release with monitoring in place. Rollback is planned and rehearsed before launch day.",
        deliverables: ["Security and performance results", "Go-live checklist", "Production release"],
      },
      {
        phase: "Evolve",
        weeks: "Ongoing",
        description:
          "We support the application, respond to user feedback and either continue delivery or hand over to your team. Usage data and support tickets shape the next set of priorities.",
        deliverables: ["Support arrangements", "Improvement backlog", "Handover pack"],
      },
    ],
    platforms: ["React", "TypeScript", ".NET", "Node.js", "Kubernetes", "GitHub Actions"],
    regulations: ["GDPR", "HIPAA", "PCI DSS"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["data-engineering", "conversational-assistants", "staffing-solutions"],
  },
  {
    slug: "bpo-service",
    family: "staffing-solution",
    title: "Business Process Outsourcing",
    menuLabel: "BPO Services",
    summary:
      "Data operations, back-office processing and support desks, run from our delivery centres with quality checks, security controls and clear service levels.",
    icon: "headset",
    intro: [
      "Much of the work that keeps an organisation running is high in volume and governed by rules: keying and checking records, processing forms, reconciling accounts, answering routine queries. Done in-house it absorbs skilled staff; handed to the wrong provider it produces errors that surface months later.",
      "Our business process outsourcing is run by a firm that also builds data platforms, and that shapes how we work. Every process is documented, measured and checked, with quality sampling, maker-checker controls and reports that show accuracy and turnaround as well as volume.",
      unconfirmed(
        {
          by: "company",
          claim: "BPO work is delivered from Bangalore, Chennai and Coimbatore under ISO/IEC 27001 controls",
          quote: "under ISO/IEC 27001 controls",
        },
        "Work is delivered from our centres in Bangalore, Chennai and Coimbatore under ISO/IEC 27001 controls, with shift patterns matched to your hours. Where automation or document AI can take on part of a process, we introduce it gradually and keep people reviewing the exceptions.",
      ),
    ],
    cards: [
      {
        title: "Data operations",
        points: [
          "Data entry, enrichment and validation against source documents",
          "Maintenance of customer, supplier and product master records",
          "Migration support: cleansing, mapping and reconciliation",
          "Catalogue, listing and content updates for digital channels",
        ],
      },
      {
        title: "Back-office processing",
        points: [
          "Claims intake, indexing and first-pass checks",
          "Account opening and know-your-customer document processing",
          "Invoice processing, reconciliations and accounts payable support",
          "Policy administration and endorsement processing",
        ],
      },
      {
        title: "Support desks",
        points: [
          "First-line service desk for application and data queries",
          "Customer and member support by email, chat and phone",
          "Knowledge base upkeep and ticket categorisation",
          "Escalation to second-line teams with complete case notes",
          "Shift rotas that cover your peak periods and public holidays",
        ],
      },
      {
        title: "Quality and controls",
        points: [
          "Written standard operating procedures for every process",
          "Maker-checker steps and sample-based quality reviews",
          "Restricted-access production floors, clean-desk rules and monitored systems",
          "Handling procedures for personal, health and card data under GDPR, HIPAA, GLBA and PCI DSS",
          "Monthly reporting on accuracy, turnaround and backlog",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A process assessment and transition plan",
        "Standard operating procedures and training materials",
        "A dedicated team with its own team lead and quality analyst",
        "Service levels for accuracy, turnaround and response times",
        unconfirmed(
          { by: "company", claim: "BPO security controls are aligned with ISO/IEC 27001" },
          "Security controls aligned with ISO/IEC 27001 and your own policies",
        ),
        "Monthly performance reports and governance reviews",
        "An automation roadmap for the most repetitive steps",
        "A business continuity plan covering staff, systems and sites",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "2-3 weeks",
        description:
          "We observe the process, measure volumes and error rates, and identify what can be transferred and what should be automated. We also confirm the access, security and data-handling rules the process must follow.",
        deliverables: ["Process maps", "Volume and quality baseline", "Transition plan"],
      },
      {
        phase: "Transition",
        weeks: "4-8 weeks",
        description:
          "We document procedures, train the team, set up secure access and run in parallel with your staff. Responsibility moves over only when quality matches or exceeds your own baseline.",
        deliverables: ["Standard operating procedures", "Trained team", "Parallel-run results"],
      },
      {
        phase: "Operate",
        weeks: "Ongoing",
        description:
          "We run the process to the agreed service levels, with quality sampling and regular reporting. Errors found in sampling are traced to their cause and fed back into training.",
        deliverables: ["Monthly service reports", "Quality audit results", "Issue log"],
      },
      {
        phase: "Optimise",
        weeks: "Quarterly",
        description:
          "We review performance with you, introduce automation where it helps and adjust staffing to demand. Any change to the process is agreed and documented before it is made.",
        deliverables: ["Improvement plan", "Automation pilots", "Updated service levels"],
      },
    ],
    platforms: ["Salesforce Service Cloud", "ServiceNow", "Microsoft Power Automate", "Azure AI Document Intelligence"],
    regulations: ["GDPR", "HIPAA", "GLBA", "PCI DSS"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["document-intelligence", "staffing-solutions", "managed-data-service", "data-quality"],
  },
  {
    slug: "staffing-solutions",
    family: "staffing-solution",
    title: "Staffing Solutions",
    summary:
      "Vetted data, cloud and AI specialists on contract, contract-to-hire or permanent terms, assessed by practitioners and onboarded with compliance handled for you.",
    icon: "users",
    intro: [
      "Hiring for data and AI roles is slow and uncertain. Job titles mean different things at different firms, CVs list every tool the candidate has ever heard of, and a poor hire can set a programme back by months. Meanwhile the work waits.",
      "We assess candidates the way a delivery lead would. Our technical interviewers are working practitioners in data engineering, governance, analytics and AI, and they test for the skills your project needs rather than keyword matches. You see a short list of people we would be comfortable putting on our own engagements.",
      unconfirmed(
        {
          by: "legal-hr",
          claim: "Background checks, E-Verify and Form I-9 are completed before every placement's first day",
          quote: "E-Verify and Form I-9 are completed before day one",
        },
        "We handle the paperwork as well as the search. Background checks, employment verification, E-Verify and Form I-9 are completed before day one, worker classification is clear, and for contract roles we administer payroll and benefits.",
      ),
    ],
    cards: [
      {
        title: "Contract specialists",
        points: [
          "Data engineers, architects, analysts, testers and project managers",
          "Platform specialists for Snowflake, Databricks, Informatica, Salesforce and Microsoft",
          "Short or long assignments, on site, hybrid or remote",
          "A named account manager who checks in with you and the specialist",
        ],
      },
      {
        title: "Contract-to-hire and permanent",
        points: [
          "Contract-to-hire arrangements that let both sides confirm the fit",
          "Conversion to permanent roles on terms agreed at the outset",
          "Retained and contingent search for senior data and AI roles",
          "Practitioner-led interviews and technical exercises",
        ],
      },
      {
        title: "Delivery pods and offshore teams",
        points: [
          "Ready-formed pods with a lead, engineers and quality assurance",
          "Dedicated teams in Bangalore, Chennai and Coimbatore",
          "Overlap hours planned around your working day",
          "The option to move a team on to an outcome-based managed service",
        ],
      },
      {
        title: "Compliant onboarding",
        points: [
          "Background checks through FCRA-compliant screening providers",
          unconfirmed(
            { by: "legal-hr", claim: "E-Verify and Form I-9 are completed before the start date" },
            "E-Verify and Form I-9 completed before the start date",
          ),
          "Clear worker classification and contract documentation",
          "Confidentiality agreements and client-specific security training",
          "Payroll, benefits and timesheet administration",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A role brief agreed with the hiring manager before the search begins",
        "A short list of candidates assessed by practitioners in the same field",
        "Technical assessment notes for every candidate presented",
        unconfirmed(
          { by: "legal-hr", claim: "Background checks, E-Verify and I-9 are completed before day one" },
          "Background checks, E-Verify and I-9 completed before day one",
        ),
        "Payroll, benefits and timesheet administration for contract staff",
        "A named account manager and regular performance check-ins",
        "Flexible terms to extend, convert or scale the team",
        "Rates and conversion terms agreed in writing before work starts",
      ],
    },
    engagement: [
      {
        phase: "Brief",
        weeks: "1-3 days",
        description:
          "We agree the role, skills, seniority, working pattern and budget with the hiring manager. We also confirm the interview steps and who will make the final decision.",
        deliverables: ["Role brief", "Assessment plan", "Agreed terms"],
      },
      {
        phase: "Shortlist",
        weeks: "1-2 weeks",
        description:
          "We search our network and bench, run practitioner interviews and present a short list with assessment notes. Each candidate has been interviewed by someone who does the same work.",
        deliverables: ["Candidate short list", "Technical assessment notes", "Interview schedule"],
      },
      {
        phase: "Onboard",
        weeks: "1-2 weeks",
        description: unconfirmed(
          {
            by: "legal-hr",
            claim: "Background checks, E-Verify and I-9 are completed in the one to two weeks before the start",
            quote: "We complete background checks, E-Verify, I-9 and contract paperwork",
          },
          "We complete background checks, E-Verify, I-9 and contract paperwork, and prepare the specialist for your environment. Access, equipment and induction are arranged with your team in advance.",
        ),
        deliverables: ["Completed compliance checks", "Signed agreements", "Start-date plan"],
      },
      {
        phase: "Support",
        weeks: "Contract term",
        description:
          "We stay in touch with you and the specialist, review performance and handle extensions, conversions and replacements. If a placement is not working, we say so early and act on it.",
        deliverables: ["Regular check-ins", "Performance reviews", "Extension or conversion options"],
      },
    ],
    platforms: ["Snowflake", "Databricks", "Informatica", "Salesforce", "Microsoft Azure", "Power BI"],
    regulations: ["FCRA", "Form I-9 (IRCA)"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["bpo-service", "data-engineering", "managed-data-service"],
  },
];
