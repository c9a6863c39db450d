import { unconfirmed } from "#content/schema/unconfirmed-marker.ts";

export const brochures = [
  {
    family: "data-services",
    title: "Data Services: governance, quality and engineering",
    summary:
      "How we make data trustworthy and usable, from ownership and quality rules to master data, cloud platforms and the dashboards leaders rely on.",
    sections: [
      {
        heading: "Data your teams and auditors can trust",
        paragraphs: [
          "Most organisations do not lack data. They lack agreement on what it means, who owns it and whether it is fit to use. Our Data Services practice closes that gap with governance, quality and engineering delivered by one accountable team.",
          "We work mainly for banks, insurers, healthcare providers and other regulated businesses, where a wrong number has consequences. That shapes how we build: every pipeline is tested, every certified measure has an owner, and lineage is available when someone asks where a figure came from.",
        ],
        points: [
          "Data governance: operating models, data owners, catalogues and lineage",
          "Data quality: business-written rules, automated checks and scorecards",
          "Master data management: one survivable record for customers, products and assets",
          "Cloud data strategy, data engineering, analytics and BI",
        ],
      },
      {
        heading: "How an engagement runs",
        paragraphs: [
          "We start from the decisions and reports that matter most, then trace back to the data behind them. A short assessment produces a prioritised plan, and the first phase is sized so that useful results land within a quarter.",
          "Foundations and first deliverables are built together. Governance roles are agreed while the first pipelines are written, so controls are part of the platform rather than a later project.",
        ],
        points: [
          "Assessment of sources, controls, skills and costs",
          "A foundation phase with a visible business result",
          "Scale-out by domain, each with owners and data contracts",
          "Handover to your team or to our managed data service",
        ],
      },
      {
        heading: "Platforms we work with",
        paragraphs: [
          "We are technology-neutral and choose tools with your architecture board. Our engineers and consultants are certified across the platforms most enterprises already own, which keeps licensing and skills costs under control.",
        ],
        points: [
          "Informatica IDMC, Axon, EDC, MDM and CDGC; Collibra; Microsoft Purview",
          "Snowflake, Databricks and Microsoft Fabric",
          "Profisee for master data; Talend, Matillion and SnapLogic for integration",
          "Power BI and Tableau for analytics",
        ],
      },
      {
        heading: "What changes for you",
        paragraphs: [
          "Reports stop disagreeing because measures are defined once and published from certified data. Analysts spend their time on questions instead of reconciliation, and audit requests become routine rather than a scramble.",
          "Just as important, your own people leave the engagement able to run and extend what we built, with documentation, tests and runbooks in place.",
        ],
        points: [
          "Consistent, certified measures across reports",
          "Evidence-backed answers to audit and regulatory requests",
          "Documented, tested pipelines your team can run",
        ],
      },
    ],
  },
  {
    family: "ai-solution",
    title: "AI Solution: applied AI with the controls regulated firms need",
    summary:
      "Document intelligence, predictive models and conversational assistants built on governed data, evaluated before launch and monitored after it.",
    sections: [
      {
        heading: "AI where it earns its place",
        paragraphs: [
          "We focus on uses of AI that remove real work or improve real decisions. That usually means reading documents faster, predicting events earlier or answering questions from staff and customers more consistently.",
          "Each use case starts with a measurable business problem and an honest view of whether AI is the right answer. Sometimes a rule or a better report does the job, and we will say so.",
        ],
        points: [
          "Document intelligence for claims, transcripts, correspondence and onboarding packs",
          "Predictive models for churn, demand, fraud signals and credit risk",
          "Conversational assistants grounded in your own policies and knowledge",
          "Built on platforms you already use, including Azure OpenAI Service, Databricks and Kore.ai",
        ],
      },
      {
        heading: "How we build",
        paragraphs: [
          "Evaluation comes first. Before choosing a model or prompt design, we assemble a test set from your own, appropriately protected data and agree what good looks like with the people who will use the output.",
          "Generative AI services run inside your cloud tenant, retrieve from governed content and cite their sources. Reviewers approve structured results rather than retyping them, and their corrections feed back into evaluation.",
        ],
        points: [
          "Evaluation sets built from real cases before development starts",
          "Retrieval-augmented designs with citations and content filters",
          "Human review where decisions affect customers, patients or money",
        ],
      },
      {
        heading: "Governance and MLOps",
        paragraphs: [
          "Model-risk, compliance and privacy teams need evidence, not assurances. We provide model inventories, documented intended use, evaluation results and approval gates that fit your existing risk framework, so delivery does not stall at the final meeting.",
          "After launch, models are monitored for accuracy, drift, fairness across groups and running cost, with clear owners and a defined fallback when performance slips.",
        ],
        points: [
          "Model inventory and approval workflow",
          "Automated retraining and deployment pipelines",
          "Monitoring dashboards for quality, drift and spend",
        ],
      },
      {
        heading: "Getting started",
        paragraphs: [
          "Most clients begin with a short discovery that ranks candidate use cases by value, feasibility and risk, and checks whether the data needed is available and permitted for the purpose.",
          "The chosen use case then moves to a time-boxed build that ends in a go or no-go decision based on the evaluation set, not on a demonstration.",
        ],
        points: [
          "Use-case ranking by value, feasibility and risk",
          "Data readiness and permitted-use review",
          "Time-boxed build with a clear go or no-go decision",
        ],
      },
    ],
  },
  {
    family: "microsoft-consulting",
    title: "Microsoft Consulting Practice: Azure, Fabric, Power BI and Dynamics 365",
    summary:
      "Certified specialists who design, migrate and run Microsoft data platforms and business applications, with security and governance from day one.",
    sections: [
      {
        heading: "Data and analytics on Azure",
        paragraphs: [
          "We design Azure data platforms that pass demanding architecture and security reviews: landing zones, private networking, identity and cost controls set up before the first workload arrives.",
          "For organisations consolidating onto Microsoft Fabric, we plan workspaces, capacities and domains first, then migrate warehouses, pipelines and reports in stages with reconciled numbers at every cut-over.",
          "Power BI estates often grow faster than their governance. We consolidate duplicate reports, move logic into shared semantic models and apply row-level security, so reports stay fast and consistent as usage rises.",
        ],
        points: [
          "Azure landing zones and data platform architecture",
          "Microsoft Fabric, OneLake and lakehouse implementation",
          "SQL Server and Synapse migration to Azure SQL or Fabric",
          "Power BI semantic models, row-level security and estate clean-up",
        ],
      },
      {
        heading: "Business applications",
        paragraphs: [
          "Dynamics 365 works best when it reflects how your teams actually sell, serve and close the books. We configure it around your processes, migrate data cleanly and connect it to the data platform so reporting does not depend on exports.",
          "Power Apps and Power Automate solutions are delivered with an environment strategy and a centre of excellence, so citizen development grows without creating a support burden.",
        ],
        points: [
          "Dynamics 365 Sales, Customer Service and Finance",
          "Power Platform with governance and a centre of excellence",
          "Data migration with tested reconciliation and close processes",
        ],
      },
      {
        heading: "Security, governance and AI",
        paragraphs: [
          "Microsoft Purview gives a single view of classification, sensitivity labels and lineage across Azure, Microsoft 365 and on-premises sources. We configure it so policies are enforced, not just documented.",
          "With Azure OpenAI Service we build copilots and retrieval-augmented assistants inside your tenant, with content filters, access controls and evaluation in place before users see them.",
        ],
        points: [
          "Purview classification, labelling and lineage",
          "Sensitivity labels that follow data into Power BI and Microsoft 365",
          "Azure OpenAI assistants with grounding and citations",
        ],
      },
      {
        heading: "After go-live",
        paragraphs: [
          "Our managed Azure operations team handles monitoring, patching, cost optimisation and on-call support, with named engineers who know your estate. You keep ownership and visibility; we keep it running well.",
          "Support is scoped to your needs, from business-hours cover for analytics workloads to round-the-clock on-call for critical platforms, and reported monthly against agreed service levels.",
        ],
        points: [
          "Monitoring and alerting with agreed response times",
          "Monthly cost and capacity reviews",
          "Patching and release management",
        ],
      },
    ],
  },
  {
    family: "salesforce-consulting",
    title: "Salesforce Consulting Practice: CRM connected to the rest of your data",
    summary:
      "Sales, Service, Data and industry cloud implementations that fit how your teams work and link customer records to the wider data estate.",
    sections: [
      {
        heading: "Salesforce that people use",
        paragraphs: [
          "A CRM is only as good as the data in it and the habits around it. We design Salesforce around the way your sales and service teams work, keep configuration simple enough to maintain, and involve users early so adoption follows naturally.",
          "Forecasts and service metrics are built on clean, governed data, so leaders can run the quarter on them with confidence.",
        ],
        points: [
          "Sales Cloud: pipeline, forecasting and territory design",
          "Service Cloud: case routing, knowledge and omni-channel consoles",
          "Marketing Cloud: journeys, segmentation and consent",
          "Experience Cloud: secure partner and customer portals",
        ],
      },
      {
        heading: "Connected to your data estate",
        paragraphs: [
          "Salesforce rarely stands alone. We use MuleSoft to connect it with core systems and the data platform through managed, monitored APIs, and Data Cloud to build unified customer profiles from CRM, product and transaction data.",
          "Because our Data Services practice sits alongside, customer master data, quality rules and lineage are designed together with the CRM rather than patched on later.",
        ],
        points: [
          "MuleSoft API-led integration",
          "Data Cloud unified profiles ready for activation",
          "Tableau and CRM Analytics embedded in the flow of work",
          "Customer master data aligned with your MDM hub",
        ],
      },
      {
        heading: "Industry clouds for regulated work",
        paragraphs: [
          "Financial Services Cloud and Health Cloud bring data models for households, relationships, care plans and members. We implement them with sharing models, consent handling and field-level security that reflect your obligations, including PHI protection under HIPAA and customer data rules under GLBA where they apply.",
          "Data migration from legacy CRM and core systems is planned with reconciliation checks, so advisers and care teams see complete, accurate histories from their first day on the platform.",
        ],
        points: [
          "Financial Services Cloud for advisers, bankers and relationship teams",
          "Health Cloud for care coordination and member engagement",
          "Consent and PHI handling designed in, not retrofitted",
        ],
      },
      {
        heading: "Keeping your org healthy",
        paragraphs: [
          "Over time, customisations accumulate and releases slow down. Our org health reviews identify technical debt and security gaps, and our support desk handles releases and user issues with knowledge of your specific configuration.",
          "We can also run Salesforce administration as a managed service, so your internal team can focus on the roadmap rather than day-to-day requests.",
        ],
        points: [
          "Technical-debt and security reviews",
          "Release management and sandbox strategy",
          "A support desk that knows your configuration",
        ],
      },
    ],
  },
  {
    family: "product-engineering",
    title: "Product Engineering: applications built to scale and to last",
    summary:
      "Web, mobile, API and platform engineering for products that must pass security review, stay maintainable and modernise without disruption.",
    sections: [
      {
        heading: "What we build",
        paragraphs: [
          "We design and build customer and staff applications that are accessible, secure and straightforward to change. Teams combine product thinking with sound engineering: clear architecture, automated tests and documentation that the next developer can follow.",
          "APIs and event streams are versioned and documented, so your systems can evolve independently without breaking each other.",
        ],
        points: [
          "Web applications built with modern frameworks",
          "iOS and Android apps that cope with poor connectivity and strong authentication",
          "APIs, event streaming and integration",
          "Accessibility designed in and tested against recognised standards such as WCAG",
        ],
      },
      {
        heading: "Legacy modernisation without stopping the business",
        paragraphs: [
          "Ageing core systems rarely justify a big-bang rewrite. We assess each application, choose the right treatment, then replace critical systems one capability at a time using the strangler-fig pattern, with old and new running side by side.",
          "Data moves in increments and is reconciled at every step, and characterisation tests protect the business rules nobody wrote down.",
        ],
        points: [
          "Portfolio assessment and modernisation roadmap",
          "Incremental re-architecture with a routing layer and change data capture",
          "Data migration with count, control-total and business reconciliation",
          "Parallel running and a rehearsed fallback at every cut-over",
        ],
      },
      {
        heading: "Quality and platform engineering",
        paragraphs: [
          "Fast releases are only valuable if they are safe. Our quality engineers build test automation, test data management and performance testing into the pipeline from the first sprint.",
          "Platform engineers provide CI/CD, infrastructure as code and observability, so every team's next release is routine rather than an event.",
        ],
        points: [
          "Automated functional, contract and performance testing",
          "Masked and synthetic test data",
          "CI/CD pipelines, infrastructure as code and monitoring",
          "Observability that shows how the product behaves for real users",
        ],
      },
      {
        heading: "How we work",
        paragraphs: [
          "Teams are small and cross-functional, with a product owner from your side and architects who stay hands-on throughout. We release in short increments, demonstrate working software often and raise risks early and in writing.",
          unconfirmed(
            {
              by: "company",
              claim: "The ISO/IEC 27001:2022 certification of the footer badge (content/site.ts), in the product engineering brochure",
              quote: "ISO/IEC 27001:2022 certified management system",
            },
            "Security is part of the work, not a gate at the end. Threat modelling, dependency scanning and secure coding practices are standard, and our delivery runs under an ISO/IEC 27001:2022 certified management system.",
          ),
        ],
        points: [
          "Cross-functional teams with your product owner",
          "Short release cycles with working software at each step",
          "Security and accessibility in the definition of done",
        ],
      },
    ],
  },
  {
    family: "startup-solution",
    title: "Startup Solution: from validated idea to production-grade product",
    summary:
      "A small senior team that builds your first release, sets up a data foundation that lasts and grows with you as the roadmap expands.",
    sections: [
      {
        heading: "A first release built properly",
        paragraphs: [
          "Founders need to move quickly without building something they will have to throw away. We provide a small, senior team that takes a validated idea to a production-grade first version, with security, automated tests and deployment pipelines in place from the start.",
          "We work in short cycles with you and your early users, and we stay on for the releases that follow rather than handing over and leaving.",
        ],
        points: [
          "Product discovery and scoping for the first release",
          "Web and mobile builds with sensible, well-supported technology",
          "Cloud setup with cost controls suited to an early-stage budget",
          "Authentication, secrets management and backups handled from day one",
        ],
      },
      {
        heading: "Technical leadership when you need it",
        paragraphs: [
          "Not every startup needs a full-time CTO on day one, but every startup needs good technical decisions. Our fractional CTO service covers stack choices, architecture, hiring plans and the questions investors will ask.",
          "Before a funding round or acquisition, our technical due diligence gives an independent view of code quality, security and scalability, with practical recommendations.",
          "We are direct about trade-offs. If a feature can wait, or a managed service is cheaper than building, we will recommend it, because runway matters more than elegance.",
        ],
        points: ["Architecture and fractional CTO support", "Technical due diligence for founders and investors"],
      },
      {
        heading: "Data from the start",
        paragraphs: [
          "Growth reporting is painful to rebuild later. We set up event tracking, a cloud warehouse and metrics defined once, so investor updates, product decisions and board reporting all draw on the same numbers.",
          "The same foundation serves your first analytics hire, who inherits clean, documented data instead of a collection of spreadsheets.",
        ],
        points: [
          "Event tracking design and implementation",
          "A warehouse on Snowflake, Databricks or a lighter alternative",
          "Agreed metric definitions and simple dashboards",
        ],
      },
      {
        heading: "Scaling the team",
        paragraphs: [
          "As the roadmap grows, our engineers join your squads on flexible terms, backed by a firm of 500+ engineers and consultants. You add capacity without pausing for a long recruiting cycle, and convert people to your own payroll when that makes sense.",
        ],
        points: [
          "Engineers who join your squads on flexible terms",
          "Capacity that scales with the roadmap",
          "A path to bring people onto your own team",
        ],
      },
    ],
  },
  {
    family: "staffing-solution",
    title: "Staffing Solution: vetted data and technology talent on your terms",
    summary:
      "Contract specialists, contract-to-hire, permanent placement and delivery pods, assessed by practitioners and onboarded compliantly.",
    sections: [
      {
        heading: "The right people, quickly",
        paragraphs: [
          "When a programme needs skills your team does not have, waiting months to hire is rarely an option. We provide data engineers, architects, analysts, testers and AI specialists who are ready in days rather than months.",
          "Because we are a consulting firm as well as a staffing partner, the people we place are assessed by practitioners who do the same work every day.",
        ],
        points: [
          "Contract specialists for a defined piece of work",
          "Contract-to-hire, so you can work together before committing",
          "Permanent placement for senior data and AI roles",
          "Specialists across Snowflake, Databricks, Fabric, Informatica and Salesforce",
        ],
      },
      {
        heading: "Teams, not just individuals",
        paragraphs: [
          "Some work is better handed to a formed team. Our delivery pods come with a lead, engineers and quality assurance, and take ownership of a workstream with clear outcomes and reporting.",
          "For longer-running needs, dedicated teams in our Bangalore, Chennai and Coimbatore offices work as an extension of yours, with overlap in your working hours where it counts.",
          "Pods and dedicated teams can start small and grow, and they work within your tools, ceremonies and governance rather than alongside them.",
        ],
        points: ["Delivery pods that own a workstream", "Offshore delivery centres with dedicated teams"],
      },
      {
        heading: "How we vet",
        paragraphs: [
          "Every candidate completes a technical assessment designed and marked by senior practitioners, covering the platforms and problems your role involves, from Databricks pipelines to Power BI models and Salesforce configuration. We also assess communication and judgement, because contractors often work directly with your stakeholders.",
          "If a placement is not working, we raise it early and agree the next step with you, because a poor fit costs both of us.",
        ],
        points: [
          "Practical technical assessment by a practitioner",
          "Structured interview on communication and judgement",
          "Reference checks before placement",
        ],
      },
      {
        heading: "Compliant onboarding",
        paragraphs: [
          unconfirmed(
            {
              by: "company",
              claim: "The ISO/IEC 27001:2022 certification of the footer badge (content/site.ts), in the staffing brochure",
              quote: "Our information security management system is certified to ISO/IEC 27001:2022",
            },
            unconfirmed(
              {
                by: "legal-hr",
                claim: "The company runs background checks, E-Verify and work-authorisation checks, and handles classification and payroll",
                quote: "We handle background checks, E-Verify and work-authorisation checks",
              },
              "We handle background checks, E-Verify and work-authorisation checks, with clear worker classification and payroll. Our information security management system is certified to ISO/IEC 27001:2022, and placed staff follow your security policies from their first day.",
            ),
          ),
          "Contracts, timesheets and invoicing run through a single point of contact, so your managers spend their time on the work rather than on administration.",
        ],
        points: [
          "Background and reference checks",
          "E-Verify and work-authorisation checks",
          "Clear classification and payroll administration",
        ],
      },
    ],
  },
];
