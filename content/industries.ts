import type { IndustryInput } from "#content/schema/industry.ts";

// Key industries: one page per entry at /key-industries/<slug>, in the side menu's order.
// heading is the page h1; summary feeds the banner, the hub card and the meta description; tagline is the
// side menu's tooltip; services are slugs from services.ts or ai-offerings.ts.
export const industries: IndustryInput[] = [
  {
    slug: "banking",
    name: "Banking",
    icon: "landmark",
    tagline: "Risk data, KYC and AML, core migration and member 360",
    heading: "Data and AI for banks that answer to regulators and members alike",
    summary:
      "Risk data aggregation, KYC and AML, core banking migration and a single customer view, built so the numbers survive supervisory review.",
    intro: [
      "A bank's data problems are rarely about volume. They come from decades of acquisitions, product systems that each hold their own version of the customer, and risk reports assembled by hand in the days before a board meeting. When a supervisor asks where a figure came from, the honest answer is often a chain of spreadsheets.",
      "We work with commercial banks, community banks and credit unions to replace that chain with governed pipelines, owned definitions and lineage that can be shown on screen. The aim is practical: reports that reconcile, customer records that agree across channels, and models that the second line of defence can validate.",
    ],
    regulations: ["BCBS 239", "GLBA", "SOX", "PCI DSS", "Bank Secrecy Act"],
    topics: [
      {
        title: "Regulatory reporting and risk data",
        lead: "Supervisors expect risk figures to be accurate, complete and timely in normal conditions and under stress. We build the data foundations that let a bank demonstrate this rather than assert it.",
        diagram: {
          caption:
            "Exposure and collateral data enters through governed ingestion, is aggregated and reconciled to the ledger, and reaches the board report with its lineage recorded.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Risk data platform", col: 1, row: 0, cols: 3, rows: 2, tone: "brand" },
            { label: "Reporting", col: 4, row: 0, cols: 1, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "loans", label: "Loan and deposit systems", kind: "source", col: 0, row: 0 },
            { id: "treasury", label: "Treasury and collateral", kind: "source", col: 0, row: 1 },
            { id: "ingest", label: "Governed ingestion", kind: "process", col: 1, row: 0 },
            { id: "rules", label: "Quality rules", kind: "control", col: 1, row: 1 },
            { id: "aggregate", label: "Risk aggregation", kind: "process", col: 2, row: 0 },
            { id: "ledger", label: "Ledger reconciliation", kind: "control", col: 2, row: 1 },
            { id: "mart", label: "Risk data mart", kind: "store", col: 3, row: 0 },
            { id: "lineage", label: "Lineage catalogue", kind: "control", col: 3, row: 1 },
            { id: "board", label: "Board risk report", kind: "consumer", col: 4, row: 0 },
            { id: "requests", label: "Supervisory requests", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "loans", to: "ingest" },
            { from: "treasury", to: "ingest" },
            { from: "rules", to: "ingest", dashed: true },
            { from: "ingest", to: "aggregate" },
            { from: "ledger", to: "aggregate", dashed: true },
            { from: "aggregate", to: "mart" },
            { from: "lineage", to: "mart", dashed: true },
            { from: "mart", to: "board" },
            { from: "mart", to: "requests" },
          ],
        },
        items: [
          {
            title: "BCBS 239 lineage",
            description:
              "We trace each critical risk metric from the report back through aggregation logic to its source systems, and record that path in the catalogue. Data owners sign off the definitions, so the lineage reflects the business meaning as well as the technical flow. For listed banks, the same lineage supports SOX testing of the controls over financial reporting.",
          },
          {
            title: "Risk data aggregation",
            description:
              "Exposures, collateral and counterparty data are brought onto one governed platform with consistent hierarchies for legal entity, product and geography. Aggregation runs as tested code, not as a monthly macro.",
            children: [
              {
                title: "Stress and ad hoc requests",
                description:
                  "Because aggregation is automated, a new cut of exposure by sector or region becomes a query rather than a project.",
              },
              {
                title: "Reconciliation to the ledger",
                description:
                  "Automated checks compare risk balances with the general ledger and explain each break before the report is signed.",
              },
            ],
          },
          {
            title: "Data quality for critical data elements",
            description: [
              "Critical data elements identified and owned by named roles",
              "Rules for completeness, validity and timeliness run in every pipeline",
              "Scorecards that show the second line where controls are failing",
            ],
          },
        ],
      },
      {
        title: "KYC, AML and fraud",
        lead: "Controls under the Bank Secrecy Act and its anti-money laundering rules are only as good as the customer and transaction data behind them. We clean that data and put explainable analytics on top.",
        diagram: {
          caption:
            "Parties are resolved into one risk profile, card numbers are tokenised before analytics, and monitoring scenarios and fraud models send explained alerts to investigators.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Resolve and protect", col: 1, row: 0, cols: 2, rows: 2, tone: "brand" },
            { label: "Detect", col: 3, row: 0, cols: 2, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "onboarding", label: "Onboarding and KYC", kind: "source", col: 0, row: 0 },
            { id: "core", label: "Core, card and payments", kind: "source", col: 0, row: 1 },
            { id: "resolve", label: "Entity resolution", kind: "process", col: 1, row: 0 },
            { id: "tokenise", label: "Card tokenisation", kind: "control", col: 1, row: 1 },
            { id: "profile", label: "Party risk profile", kind: "store", col: 2, row: 0 },
            { id: "features", label: "Feature store", kind: "store", col: 2, row: 1 },
            { id: "scenarios", label: "Monitoring scenarios", kind: "process", col: 3, row: 0 },
            { id: "models", label: "Fraud models", kind: "process", col: 3, row: 1 },
            { id: "investigators", label: "AML investigators", kind: "people", col: 4, row: 0 },
            { id: "alerts", label: "Fraud alerts", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "onboarding", to: "resolve" },
            { from: "core", to: "resolve" },
            { from: "core", to: "tokenise" },
            { from: "resolve", to: "profile" },
            { from: "tokenise", to: "features" },
            { from: "profile", to: "scenarios" },
            { from: "features", to: "models" },
            { from: "scenarios", to: "investigators" },
            { from: "models", to: "alerts" },
          ],
        },
        items: [
          {
            title: "Entity resolution for KYC",
            description:
              "We match individuals, businesses and beneficial owners across onboarding, core and card systems so each party has one profile and one risk rating. Refresh cycles and document expiry are tracked against that profile.",
          },
          {
            title: "Transaction monitoring data",
            description:
              "Monitoring systems miss activity when feeds are incomplete or codes are mapped wrongly. We test coverage from source to scenario and document the result for model validation and audit.",
          },
          {
            title: "Fraud detection",
            description:
              "Models for card, payments and application fraud, built on governed features and monitored for drift. Card numbers are tokenised before they reach the feature store, which keeps the analytics platform out of PCI DSS scope. Each alert carries the reasons it fired, so investigators can act quickly and defend the outcome.",
          },
        ],
      },
      {
        title: "Core banking migration",
        lead: "Moving to a new core is the riskiest data project most banks undertake. We treat it as a data programme with an application attached.",
        diagram: {
          caption:
            "Legacy records are profiled and mapped with their owners, loaded in rehearsals, run in parallel and reconciled until go-live is approved against agreed tolerances.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Understand", col: 0, row: 0, cols: 2, rows: 2 },
            { label: "Rehearse", col: 2, row: 0, cols: 2, rows: 2, tone: "brand" },
            { label: "Cut-over", col: 4, row: 0, cols: 1, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "legacy", label: "Legacy core", kind: "source", col: 0, row: 0 },
            { id: "owners", label: "Data owners", kind: "people", col: 0, row: 1 },
            { id: "profiling", label: "Profiling", kind: "process", col: 1, row: 0 },
            { id: "mapping", label: "Mapping rules", kind: "control", col: 1, row: 1 },
            { id: "trial", label: "Trial loads", kind: "process", col: 2, row: 0 },
            { id: "parallel", label: "Parallel running", kind: "process", col: 2, row: 1 },
            { id: "target", label: "New core platform", kind: "store", col: 3, row: 0 },
            { id: "reconcile", label: "Reconciliation", kind: "control", col: 3, row: 1 },
            { id: "approval", label: "Go-live approval", kind: "people", col: 4, row: 0 },
            { id: "evidence", label: "Examiner evidence", kind: "store", col: 4, row: 1 },
          ],
          edges: [
            { from: "legacy", to: "profiling" },
            { from: "owners", to: "mapping" },
            { from: "profiling", to: "mapping" },
            { from: "mapping", to: "trial" },
            { from: "trial", to: "target" },
            { from: "trial", to: "parallel" },
            { from: "target", to: "reconcile" },
            { from: "parallel", to: "reconcile" },
            { from: "reconcile", to: "approval" },
            { from: "reconcile", to: "evidence" },
          ],
        },
        items: [
          {
            title: "Profiling and mapping",
            description:
              "We profile legacy data before design starts, so mapping decisions are based on what the records actually contain. Gaps and conflicts go to data owners early, not during the final rehearsal.",
          },
          {
            title: "Reconciled cut-over",
            description:
              "Balances, accrued interest, account counts and customer records are reconciled after every trial load. Go-live is approved against agreed tolerances, and the evidence is kept for examiners.",
            children: [
              {
                title: "Parallel running",
                description: "Old and new systems process the same activity side by side until the reconciliations stay clean.",
              },
            ],
          },
        ],
      },
      {
        title: "Customer and member 360",
        lead: "Relationship managers, contact centres and marketing teams each see a different customer. A mastered record gives them the same one.",
        diagram: {
          caption:
            "Deposit, lending, card and digital records are matched into one golden record with consent attached, then published to CRM, campaigns and service assistants.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Member master data", col: 1, row: 0, cols: 2, rows: 2, tone: "brand" },
            { label: "Use", col: 3, row: 0, cols: 2, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "deposits", label: "Deposits and lending", kind: "source", col: 0, row: 0 },
            { id: "digital", label: "Cards and digital", kind: "source", col: 0, row: 1 },
            { id: "match", label: "Match and merge", kind: "process", col: 1, row: 0 },
            { id: "stewards", label: "Stewardship queue", kind: "people", col: 1, row: 1 },
            { id: "golden", label: "Golden record", kind: "store", col: 2, row: 0 },
            { id: "consent", label: "Consent and privacy", kind: "control", col: 2, row: 1 },
            { id: "publish", label: "Publish changes", kind: "process", col: 3, row: 0 },
            { id: "campaigns", label: "Campaign tools", kind: "consumer", col: 3, row: 1 },
            { id: "crm", label: "CRM relationship view", kind: "consumer", col: 4, row: 0 },
            { id: "assistant", label: "Service assistant", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "deposits", to: "match" },
            { from: "digital", to: "match" },
            { from: "stewards", to: "match", dashed: true },
            { from: "match", to: "golden" },
            { from: "consent", to: "golden", dashed: true },
            { from: "golden", to: "publish" },
            { from: "publish", to: "campaigns" },
            { from: "publish", to: "crm" },
            { from: "publish", to: "assistant" },
          ],
        },
        items: [
          {
            title: "Golden record and households",
            description:
              "Master data management matches customers and members across deposits, lending, cards and digital channels, with stewardship queues for the cases rules cannot settle. Household and business relationships are modelled explicitly.",
          },
          {
            title: "Consent and privacy",
            description:
              "Marketing preferences and GLBA privacy choices sit with the golden record and travel with it to CRM and campaign tools, so outreach respects what each person agreed to. Changes made in one channel reach the others the same day.",
          },
          {
            title: "Relationship views in CRM",
            description:
              "We surface the mastered profile in Salesforce Financial Services Cloud or Dynamics 365, with holdings, open cases and next-best actions in one place. Sharing rules follow the bank's entitlements, so staff see only what their role allows.",
            children: [
              {
                title: "Service assistants",
                description:
                  "Conversational assistants answer routine member questions from approved policy content and hand over to staff with the full context.",
              },
            ],
          },
        ],
      },
    ],
    services: ["data-governance", "data-quality", "master-data-management", "data-engineering", "predictive-models", "ai-governance-mlops"],
    cta: {
      title: "Start with the report that worries you most",
      lead: "Tell us which figure, migration or model your supervisors ask about most. We will trace the data behind it and propose a first phase your risk committee can approve.",
    },
  },
  {
    slug: "finance-service",
    name: "Financial Services",
    icon: "line-chart",
    tagline: "Controls, investment data, lending and payments evidence",
    heading: "Controlled, auditable data for asset managers, lenders and payment firms",
    summary:
      "Data platforms, controls and analytics for wealth and asset managers, lenders and payment firms working under SOX, PCI DSS and GLBA.",
    intro: [
      "Financial services firms outside retail banking face much of the same scrutiny with leaner teams. An asset manager reconciles positions from several custodians, a lender feeds credit decisions from bureau and application data, and a payments business must keep card data inside a tightly defined boundary. Each depends on data that auditors and regulators will test.",
      "We design data platforms where controls are part of the build: access is governed, reports can be reproduced and customer outcomes can be measured rather than inferred. Finance, risk and compliance teams then answer questions from the same numbers the business runs on, instead of maintaining their own copies.",
    ],
    regulations: ["SOX", "PCI DSS", "GLBA", "ISO 20022", "Consumer Duty"],
    topics: [
      {
        title: "Controls, audit and compliance data",
        lead: "Regulatory and audit obligations shape how data must be stored, secured and evidenced. We build those requirements into pipelines and platforms from the first sprint, not as a remediation project afterwards.",
        diagram: {
          caption:
            "Finance data moves through tested, change-managed pipelines into immutable snapshots, with card data tokenised and every control check leaving evidence for SOX testing.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Controlled platform", col: 1, row: 0, cols: 2, rows: 2, tone: "brand" },
            { label: "Evidence", col: 3, row: 0, cols: 2, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "finance", label: "Finance systems", kind: "source", col: 0, row: 0 },
            { id: "euc", label: "End-user computing", kind: "source", col: 0, row: 1 },
            { id: "pipelines", label: "Controlled pipelines", kind: "process", col: 1, row: 0 },
            { id: "inventory", label: "EUC inventory", kind: "control", col: 1, row: 1 },
            { id: "warehouse", label: "Reporting warehouse", kind: "store", col: 2, row: 0 },
            { id: "vault", label: "Tokenisation vault", kind: "control", col: 2, row: 1 },
            { id: "checks", label: "Control checks", kind: "control", col: 3, row: 0 },
            { id: "reviews", label: "Access reviews", kind: "people", col: 3, row: 1 },
            { id: "statements", label: "Financial statements", kind: "consumer", col: 4, row: 0 },
            { id: "register", label: "Evidence register", kind: "store", col: 4, row: 1 },
          ],
          edges: [
            { from: "finance", to: "pipelines" },
            { from: "euc", to: "inventory" },
            { from: "inventory", to: "pipelines", dashed: true },
            { from: "pipelines", to: "warehouse" },
            { from: "vault", to: "warehouse", dashed: true },
            { from: "warehouse", to: "checks" },
            { from: "checks", to: "statements" },
            { from: "checks", to: "register" },
            { from: "reviews", to: "register" },
          ],
        },
        items: [
          {
            title: "SOX and report controls",
            description:
              "Auditors increasingly test the reports and spreadsheets that key controls rely on. We document lineage for these reports, version the logic that produces them and add completeness and accuracy checks, so management can show the information is reliable.",
            children: [
              {
                title: "End-user computing",
                description:
                  "Critical spreadsheets are inventoried, ranked by risk and, where it makes sense, rebuilt as tested pipelines with change control.",
              },
            ],
          },
          {
            title: "PCI DSS scope",
            description: [
              "Map where cardholder data flows today, including logs, test environments and analytics copies",
              "Tokenise or truncate card numbers before they reach the warehouse",
              "Keep the cardholder data environment small and clearly segmented",
              "Give assessors current data-flow diagrams generated from the catalogue",
            ],
          },
          {
            title: "GLBA safeguards",
            description:
              "We inventory customer information, classify it and apply access policies through tools such as Microsoft Purview. Monitoring and regular access reviews then provide evidence for the firm's information security programme.",
          },
        ],
      },
      {
        title: "Wealth and asset management data",
        lead: "Investment firms run on reference, position and client data that arrives from many external parties in many formats, often overnight and often late.",
        diagram: {
          caption:
            "Custodian files and vendor prices are checked on arrival, reconciled against the book with a security master, and feed positions, client reports and regulatory filings.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Investment data platform", col: 1, row: 0, cols: 3, rows: 2, tone: "brand" },
            { label: "Reporting", col: 4, row: 0, cols: 1, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "custodians", label: "Custodians and brokers", kind: "source", col: 0, row: 0 },
            { id: "vendors", label: "Market data vendors", kind: "source", col: 0, row: 1 },
            { id: "intake", label: "File and SWIFT intake", kind: "process", col: 1, row: 0 },
            { id: "security", label: "Security master", kind: "store", col: 1, row: 1 },
            { id: "recon", label: "Position reconciliation", kind: "process", col: 2, row: 0 },
            { id: "exceptions", label: "Exceptions desk", kind: "people", col: 2, row: 1 },
            { id: "positions", label: "Positions and performance", kind: "store", col: 3, row: 0 },
            { id: "households", label: "Client and household", kind: "store", col: 3, row: 1 },
            { id: "reports", label: "Client reports", kind: "consumer", col: 4, row: 0 },
            { id: "filings", label: "Regulatory filings", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "custodians", to: "intake" },
            { from: "vendors", to: "security" },
            { from: "intake", to: "recon" },
            { from: "security", to: "recon" },
            { from: "recon", to: "exceptions" },
            { from: "recon", to: "positions" },
            { from: "positions", to: "households" },
            { from: "positions", to: "reports" },
            { from: "households", to: "reports" },
            { from: "positions", to: "filings" },
          ],
        },
        items: [
          {
            title: "Security and reference master",
            description:
              "A mastered security master draws identifiers, classifications and pricing sources into one governed record. Exceptions route to data stewards instead of surfacing later as a wrong figure in a client statement.",
          },
          {
            title: "Positions and performance",
            description:
              "Custodian and administrator files are loaded, validated and reconciled daily against the book of record. Breaks are explained and tracked to closure before performance is calculated and published.",
            children: [
              {
                title: "Client and household views",
                description:
                  "Accounts are linked to clients, households and advisers so reporting reflects how relationships are actually managed.",
              },
            ],
          },
          {
            title: "Client and regulatory reporting",
            description:
              "Statements, fee disclosures and regulatory filings draw on the same reconciled data. Each published number can be traced to its inputs, which shortens review cycles and makes corrections far less likely.",
          },
        ],
      },
      {
        title: "Lending, payments and customer outcomes",
        lead: "Credit and payment decisions carry fairness and conduct obligations. Good data lets a firm show, with evidence, that it is treating customers well.",
        diagram: {
          caption:
            "Credit decisions read versioned features and record their reasons; payments and complaints join them in outcome monitoring that the conduct committee and collections teams act on.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Decide", col: 0, row: 0, cols: 3, rows: 1, tone: "brand" },
            { label: "Monitor", col: 3, row: 0, cols: 2, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "applications", label: "Loan applications", kind: "source", col: 0, row: 0 },
            { id: "rails", label: "Payment rails", kind: "source", col: 0, row: 1 },
            { id: "features", label: "Decision features", kind: "store", col: 1, row: 0 },
            { id: "hub", label: "Payments hub", kind: "process", col: 1, row: 1 },
            { id: "decisioning", label: "Credit decisioning", kind: "process", col: 2, row: 0 },
            { id: "complaints", label: "Complaints and contacts", kind: "source", col: 2, row: 1 },
            { id: "outcomes", label: "Outcome monitoring", kind: "process", col: 3, row: 0 },
            { id: "fairness", label: "Fairness testing", kind: "control", col: 3, row: 1 },
            { id: "committee", label: "Conduct committee", kind: "people", col: 4, row: 0 },
            { id: "collections", label: "Collections support", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "applications", to: "features" },
            { from: "features", to: "decisioning" },
            { from: "rails", to: "hub" },
            { from: "hub", to: "complaints" },
            { from: "decisioning", to: "outcomes" },
            { from: "complaints", to: "outcomes" },
            { from: "fairness", to: "decisioning", dashed: true },
            { from: "outcomes", to: "committee" },
            { from: "outcomes", to: "collections" },
          ],
        },
        items: [
          {
            title: "Credit decisioning data",
            description:
              "We build governed feature pipelines for underwriting models, with reason codes that support adverse action notices and fair lending analysis. Model inventories and validation evidence sit alongside the models themselves.",
          },
          {
            title: "Payments data",
            description:
              "Richer payment messages, such as those under ISO 20022, carry more structured detail about parties and purpose. We model that data for screening, reconciliation and analytics rather than discarding it at the gateway.",
          },
          {
            title: "Conduct and outcome monitoring",
            description:
              "Regimes such as the UK Consumer Duty expect firms to evidence good customer outcomes. We define outcome measures on price, value, service and support for vulnerable customers, then report them from governed data.",
            children: [
              {
                title: "Complaints analytics",
                description:
                  "Document intelligence classifies complaint text by theme and root cause so emerging issues reach senior management sooner.",
              },
            ],
          },
          {
            title: "Collections and financial difficulty",
            description:
              "Arrears, forbearance and hardship data are brought together so lenders can see whether customers in difficulty receive consistent, fair treatment. Early-warning models flag accounts likely to fall behind, giving collections teams time to offer help before a missed payment rather than after it.",
          },
        ],
      },
    ],
    services: [
      "data-governance",
      "master-data-management",
      "data-engineering",
      "business-intelligence",
      "predictive-models",
      "document-intelligence",
    ],
    cta: {
      title: "Make your controls easier to evidence",
      lead: "Bring us the report, reconciliation or model your auditors test hardest. We will show how its data can be governed, reproduced and explained, and what a first release would include.",
    },
  },
  {
    slug: "insurance",
    name: "Insurance",
    icon: "shield-check",
    tagline: "IFRS 17, Solvency II, claims and underwriting data",
    heading: "Insurance data that holds up from first notice of loss to the solvency return",
    summary:
      "IFRS 17 and Solvency II data foundations, claims automation and underwriting data for insurers that need figures actuaries and auditors trust.",
    intro: [
      "Insurers hold data across policy administration, claims, reinsurance, actuarial and finance systems, often with several of each after years of acquisitions. Reporting standards such as IFRS 17 and Solvency II require that data to be joined at a finer grain than before, with an audit trail between the actuarial models and the ledger.",
      "At the same time, claims and underwriting teams still retype information from emails, PDFs and broker spreadsheets. We address both ends of the problem: a governed data foundation for finance, actuarial and risk teams, and practical automation for the front-line processes that feed it, so better data arrives at the source instead of being repaired at quarter end.",
    ],
    regulations: ["IFRS 17", "Solvency II", "NAIC Insurance Data Security Model Law", "HIPAA"],
    topics: [
      {
        title: "Financial and regulatory reporting",
        lead: "New reporting standards turned many insurance data problems into accounting problems. We help finance, actuarial and risk teams work from one controlled source instead of three competing ones.",
        diagram: {
          caption:
            "Policy and claims data is grouped into IFRS 17 cohorts, run through the actuarial engine with approved assumptions, reconciled to the ledger and reported once for IFRS 17 and Solvency II.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Actuarial and finance", col: 1, row: 0, cols: 3, rows: 2, tone: "brand" },
            { label: "Report", col: 4, row: 0, cols: 1, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "policy", label: "Policy admin systems", kind: "source", col: 0, row: 0 },
            { id: "claims", label: "Claims systems", kind: "source", col: 0, row: 1 },
            { id: "grouping", label: "Contract grouping", kind: "process", col: 1, row: 0 },
            { id: "assumptions", label: "Assumptions register", kind: "control", col: 1, row: 1 },
            { id: "engine", label: "Actuarial engine", kind: "process", col: 2, row: 0 },
            { id: "recon", label: "Ledger reconciliation", kind: "control", col: 2, row: 1 },
            { id: "mart", label: "Insurance data mart", kind: "store", col: 3, row: 0 },
            { id: "templates", label: "Solvency II templates", kind: "process", col: 3, row: 1 },
            { id: "disclosures", label: "IFRS 17 disclosures", kind: "consumer", col: 4, row: 0 },
            { id: "returns", label: "Supervisory returns", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "policy", to: "grouping" },
            { from: "claims", to: "grouping" },
            { from: "grouping", to: "engine" },
            { from: "assumptions", to: "engine", dashed: true },
            { from: "engine", to: "recon" },
            { from: "recon", to: "mart" },
            { from: "mart", to: "disclosures" },
            { from: "mart", to: "templates" },
            { from: "templates", to: "returns" },
          ],
        },
        items: [
          {
            title: "IFRS 17 data",
            description:
              "We build the data layer that groups contracts into portfolios and annual cohorts, collects cash flows from policy and claims systems, and feeds the measurement engine. Lineage runs from each disclosed figure back to the policies behind it.",
            children: [
              {
                title: "Actuarial to ledger reconciliation",
                description:
                  "Automated checks confirm that actuarial outputs and accounting postings agree before the close is signed off.",
              },
              {
                title: "Assumption governance",
                description:
                  "Changes to discount rates and other assumptions are versioned, approved and traceable to the results they affected.",
              },
            ],
          },
          {
            title: "Solvency II reporting",
            description:
              "Solvency II expects the data used in technical provisions to be accurate, complete and appropriate. We implement a data quality framework with owned rules and documented limitations, and automate the feeds behind the quantitative reporting templates.",
          },
          {
            title: "Shared business definitions",
            description:
              "Terms such as written premium, earned premium and incurred claims are defined once, owned by named roles and published in the catalogue. Finance, actuarial and underwriting reports then disagree only when the business genuinely does.",
          },
          {
            title: "US regulatory and security obligations",
            description:
              "For US carriers, we align data classification, access control and incident records with the state laws based on the NAIC Insurance Data Security Model Law. Statutory reporting draws on the same reconciled source data as management reporting. Health and benefits lines add HIPAA obligations, so protected health information in claims files is classified and every access to it is logged.",
          },
        ],
      },
      {
        title: "Claims and underwriting data",
        lead: "Most of the data an insurer needs arrives as documents. Turning it into reliable structured data quickly is where operating costs and customer experience are decided.",
        diagram: {
          caption:
            "Claim documents become structured fields with a reviewer on uncertain ones, and broker submissions and bordereaux feed governed pricing and reserving models.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Claims", col: 1, row: 0, cols: 3, rows: 1, tone: "brand" },
            { label: "Underwriting", col: 1, row: 1, cols: 3, rows: 1, tone: "accent" },
          ],
          nodes: [
            { id: "documents", label: "Claim documents", kind: "source", col: 0, row: 0 },
            { id: "submissions", label: "Broker submissions", kind: "source", col: 0, row: 1 },
            { id: "extract", label: "Document extraction", kind: "process", col: 1, row: 0 },
            { id: "intake", label: "Bordereaux intake", kind: "process", col: 1, row: 1 },
            { id: "reviewer", label: "Claims reviewer", kind: "people", col: 2, row: 0 },
            { id: "exposures", label: "Submission data", kind: "store", col: 2, row: 1 },
            { id: "triage", label: "Claims triage", kind: "process", col: 3, row: 0 },
            { id: "pricing", label: "Pricing and reserving", kind: "process", col: 3, row: 1 },
            { id: "fraud", label: "Fraud and recovery", kind: "consumer", col: 4, row: 0 },
            { id: "workbench", label: "Underwriting workbench", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "documents", to: "extract" },
            { from: "extract", to: "reviewer" },
            { from: "reviewer", to: "triage" },
            { from: "triage", to: "fraud" },
            { from: "submissions", to: "intake" },
            { from: "intake", to: "exposures" },
            { from: "exposures", to: "pricing" },
            { from: "triage", to: "pricing", dashed: true },
            { from: "pricing", to: "workbench" },
          ],
        },
        items: [
          {
            title: "Claims intake and triage",
            description:
              "Document intelligence reads first notice of loss forms, invoices and medical or repair reports, extracts the fields a handler needs and flags anything uncertain for review. Complexity and fraud indicators help route each claim to the right team.",
            children: [
              {
                title: "Reviewer in the loop",
                description:
                  "Every extracted value can be checked against its source page, and corrections are fed back to improve the models.",
              },
              {
                title: "Fraud and recovery signals",
                description:
                  "Network analysis and rules highlight linked parties, repeat repairers and subrogation opportunities for specialist teams to investigate.",
              },
            ],
          },
          {
            title: "Underwriting submissions",
            description: [
              "Broker submissions and schedules of values converted into structured risk data",
              "Addresses geocoded and enriched with third-party hazard and property data",
              "Clearance checks against existing policies and party records",
              "Submission volumes, quote rates and turnaround reported by broker and line",
            ],
          },
          {
            title: "Delegated authority bordereaux",
            description:
              "Premium and claims bordereaux from coverholders and MGAs arrive in varied layouts and quality. We standardise them on ingestion, validate them against contract terms and show underwriters where each partner's data falls short.",
            children: [
              {
                title: "Partner data scorecards",
                description:
                  "Each coverholder sees its own completeness and timeliness results, which turns data quality into a commercial conversation.",
              },
              {
                title: "Reinsurance and exposure views",
                description:
                  "Validated bordereaux feed aggregate exposure and reinsurance reporting without a separate manual clean-up each quarter.",
              },
            ],
          },
          {
            title: "Pricing and reserving models",
            description:
              "Pricing, propensity and reserving models are built on governed features, validated before use and monitored for drift. Model documentation is kept ready for internal review and for regulators.",
          },
        ],
      },
    ],
    services: ["data-governance", "data-quality", "data-engineering", "document-intelligence", "predictive-models", "ai-governance-mlops"],
    cta: {
      title: "Bring finance, actuarial and claims onto one set of figures",
      lead: "Tell us where your close, your solvency return or your claims intake loses time. We will map the data behind it and set out a practical first phase.",
    },
  },
  {
    slug: "healthcare",
    name: "HealthCare",
    icon: "heart-pulse",
    tagline: "Interoperability, patient matching and HIPAA-ready analytics",
    heading: "Connected, protected health data for providers, payers and care networks",
    summary:
      "HL7 and FHIR interoperability, patient matching, population health and revenue cycle analytics, with HIPAA safeguards designed in.",
    intro: [
      "Healthcare organisations generate clinical, claims and operational data in systems that were never designed to talk to each other. A single patient can appear under several identifiers across a hospital, its clinics and its payer partners. Analysts spend much of their time reconciling records instead of answering clinical or financial questions.",
      "Every solution also has to respect HIPAA. We build integration, analytics and AI with protected health information handled deliberately: access limited to what each role needs, de-identification where identity is not required, and audit trails that privacy and compliance teams can review.",
    ],
    regulations: ["HIPAA", "21st Century Cures Act", "HL7", "FHIR", "PCI DSS"],
    topics: [
      {
        title: "Interoperability and patient identity",
        lead: "Care coordination and reporting depend on moving data between systems reliably and on knowing which records belong to the same person. Both problems grow with every new affiliate, acquisition and payer contract.",
        diagram: {
          caption:
            "HL7 feeds and partner data pass an interface engine and terminology mapping, patients are matched with stewards on doubtful pairs, and a FHIR store serves apps under HIPAA safeguards.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Integration and identity", col: 1, row: 0, cols: 3, rows: 2, tone: "brand" },
            { label: "Use", col: 4, row: 0, cols: 1, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "ehr", label: "EHR and lab systems", kind: "source", col: 0, row: 0 },
            { id: "partners", label: "Partner and payer data", kind: "source", col: 0, row: 1 },
            { id: "engine", label: "Interface engine", kind: "process", col: 1, row: 0 },
            { id: "terminology", label: "Terminology mapping", kind: "process", col: 1, row: 1 },
            { id: "matching", label: "Patient matching", kind: "process", col: 2, row: 0 },
            { id: "stewards", label: "Identity stewards", kind: "people", col: 2, row: 1 },
            { id: "fhir", label: "FHIR clinical store", kind: "store", col: 3, row: 0 },
            { id: "safeguards", label: "HIPAA safeguards", kind: "control", col: 3, row: 1 },
            { id: "api", label: "Patient access API", kind: "consumer", col: 4, row: 0 },
            { id: "care", label: "Care coordination", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "ehr", to: "engine" },
            { from: "partners", to: "terminology" },
            { from: "engine", to: "matching" },
            { from: "terminology", to: "matching" },
            { from: "stewards", to: "matching", dashed: true },
            { from: "matching", to: "fhir" },
            { from: "safeguards", to: "fhir", dashed: true },
            { from: "fhir", to: "api" },
            { from: "fhir", to: "care" },
          ],
        },
        items: [
          {
            title: "HL7 and FHIR integration",
            description:
              "We build interfaces that consume HL7 v2 messages from EHR, laboratory and scheduling systems and expose data through FHIR APIs for partners, apps and payers. Messages are validated, mapped and monitored, so a failed feed is noticed within hours rather than at month end.",
            children: [
              {
                title: "Terminology mapping",
                description:
                  "Local codes are mapped to standards such as LOINC, SNOMED CT and ICD-10, with clinical reviewers approving the mappings.",
              },
              {
                title: "Interface monitoring",
                description:
                  "Message volumes, rejections and delays are tracked per interface, with alerts routed to the team that owns each feed.",
              },
            ],
          },
          {
            title: "Patient and member access",
            description:
              "The information blocking provisions of the 21st Century Cures Act, and the federal interoperability rules that followed, expect many providers and payers to share data through standard FHIR APIs when patients ask for it. We design the data layer behind those APIs so that what a patient sees matches the record of care.",
          },
          {
            title: "Patient matching",
            description:
              "An enterprise master patient index links records across facilities using tuned matching rules and stewardship queues. Potential duplicates and overlays are reviewed by trained staff, because a wrong merge in healthcare is a safety issue, not merely a data defect.",
          },
          {
            title: "HIPAA safeguards",
            description: [
              "Role-based access that applies the minimum necessary standard",
              "De-identified datasets for research and analytics where identity is not needed",
              "Business associate obligations reflected in how vendors and environments are set up",
              "Access logging and periodic review across the data platform",
            ],
          },
        ],
      },
      {
        title: "Population health and revenue cycle",
        lead: "The same connected data supports better care planning and a healthier financial position. We build analytics for both, on one governed platform.",
        diagram: {
          caption:
            "Clinical records feed risk models and care gaps for care managers, while payer documents are read into a revenue cycle mart whose denials analysis sets the team's work queues.",
          columns: 5,
          rows: 2,
          groups: [{ label: "One governed platform", col: 1, row: 0, cols: 3, rows: 2, tone: "brand" }],
          nodes: [
            { id: "clinical", label: "Clinical records", kind: "source", col: 0, row: 0 },
            { id: "payer", label: "Payer documents", kind: "source", col: 0, row: 1 },
            { id: "risk", label: "Risk models", kind: "process", col: 1, row: 0 },
            { id: "intelligence", label: "Document intelligence", kind: "process", col: 1, row: 1 },
            { id: "gaps", label: "Care gaps and measures", kind: "process", col: 2, row: 0 },
            { id: "revenue", label: "Revenue cycle mart", kind: "store", col: 2, row: 1 },
            { id: "worklists", label: "Outreach worklists", kind: "store", col: 3, row: 0 },
            { id: "denials", label: "Denials analytics", kind: "process", col: 3, row: 1 },
            { id: "managers", label: "Care managers", kind: "people", col: 4, row: 0 },
            { id: "team", label: "Revenue cycle team", kind: "people", col: 4, row: 1 },
          ],
          edges: [
            { from: "clinical", to: "risk" },
            { from: "risk", to: "gaps" },
            { from: "gaps", to: "worklists" },
            { from: "worklists", to: "managers" },
            { from: "payer", to: "intelligence" },
            { from: "intelligence", to: "revenue" },
            { from: "revenue", to: "denials" },
            { from: "denials", to: "team" },
            { from: "risk", to: "revenue", dashed: true },
          ],
        },
        items: [
          {
            title: "Population health analytics",
            description:
              "Clinical, claims and social determinants data are combined to stratify patients by risk, identify care gaps and track progress over time. Care teams receive prioritised worklists, not just dashboards, so insight turns into outreach.",
            children: [
              {
                title: "Risk models",
                description:
                  "Predictive models for readmission and emerging risk are validated for bias across patient groups before clinical use.",
              },
            ],
          },
          {
            title: "Quality measures",
            description:
              "Measures used in value-based contracts, including the HEDIS measures that health plans report, are calculated from governed data with documented logic. Clinicians can drill from a measure to the patients and encounters behind it, which makes the numbers easier to act on and to defend.",
          },
          {
            title: "Revenue cycle data",
            description:
              "We connect registration, charge capture, coding and remittance data to show where claims are denied or delayed and why. Denial trends are traced to root causes such as eligibility, authorisation or documentation gaps, and fed back to the teams that can fix them. Patient card payments are tokenised at capture, which keeps billing analytics out of PCI DSS scope.",
            children: [
              {
                title: "Document intelligence for prior authorisation",
                description:
                  "Clinical documents are read and summarised against payer criteria, with a staff member approving every submission.",
              },
              {
                title: "Coding support",
                description: "Suggested codes are shown with the supporting text from the note, so coders confirm rather than search.",
              },
            ],
          },
          {
            title: "Operational analytics",
            description:
              "Admissions, discharges, bed occupancy and clinic schedules are brought into near real-time views for operations and nursing leaders. Forecasts of demand by site and specialty help managers plan staffing and capacity days ahead rather than hours ahead.",
          },
        ],
      },
    ],
    services: [
      "data-engineering",
      "master-data-management",
      "data-analytics",
      "predictive-models",
      "document-intelligence",
      "data-governance",
    ],
    cta: {
      title: "Connect your data without loosening your safeguards",
      lead: "Tell us about the interface, registry or measure that is holding your teams back. We will scope the work with your privacy and compliance leads involved from the first conversation.",
    },
  },
  {
    slug: "media-entertainment",
    name: "Media & Entertainment",
    icon: "clapperboard",
    tagline: "Rights, royalties, content supply chain and consented audiences",
    heading: "Rights, royalties and audience data that media businesses can rely on",
    summary: "Rights and royalties metadata, a content supply chain that tracks every asset, and audience data used with proper consent.",
    intro: [
      "In media and entertainment, revenue depends on metadata. Who owns a title in which territory, which version was delivered to which platform, and who is owed what from each stream or broadcast: these answers often live in contracts, spreadsheets and the memories of long-serving staff.",
      "Audience data brings a second challenge. Streaming, ticketing, subscriptions and advertising each capture information about the same people under different consent terms. We help publishers, broadcasters, studios and music companies build shared data foundations for both content and audiences, with privacy law respected from the start.",
    ],
    regulations: ["GDPR", "CCPA", "PCI DSS", "EIDR", "ISRC", "ISWC"],
    topics: [
      {
        title: "Rights, royalties and the content supply chain",
        lead: "Every asset carries commercial terms and technical versions, and both change over its life. Keeping them accurate is what turns a catalogue into dependable revenue.",
        diagram: {
          caption:
            "Contract terms are extracted into a rights record that clears each release, and platform usage is matched to assets so royalties follow the rates in the contract.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Rights", col: 1, row: 0, cols: 3, rows: 1, tone: "brand" },
            { label: "Royalties", col: 1, row: 1, cols: 3, rows: 1, tone: "accent" },
          ],
          nodes: [
            { id: "contracts", label: "Contracts", kind: "source", col: 0, row: 0 },
            { id: "usage", label: "Usage reports", kind: "source", col: 0, row: 1 },
            { id: "extraction", label: "Contract extraction", kind: "process", col: 1, row: 0 },
            { id: "matching", label: "Usage matching", kind: "process", col: 1, row: 1 },
            { id: "rights", label: "Rights and availability", kind: "store", col: 2, row: 0 },
            { id: "matched", label: "Matched usage", kind: "store", col: 2, row: 1 },
            { id: "clearance", label: "Clearance checks", kind: "control", col: 3, row: 0 },
            { id: "royalty", label: "Royalty calculation", kind: "process", col: 3, row: 1 },
            { id: "supply", label: "Content supply chain", kind: "consumer", col: 4, row: 0 },
            { id: "statements", label: "Contributor statements", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "contracts", to: "extraction" },
            { from: "extraction", to: "rights" },
            { from: "rights", to: "clearance" },
            { from: "clearance", to: "supply" },
            { from: "usage", to: "matching" },
            { from: "matching", to: "matched" },
            { from: "matched", to: "royalty" },
            { from: "rights", to: "royalty", dashed: true },
            { from: "royalty", to: "statements" },
          ],
        },
        items: [
          {
            title: "Rights and availability",
            description:
              "We model rights windows, territories, media types and exclusivity as structured data rather than contract text. Programming and sales teams can then see what is available to license or schedule, and conflicts are caught before a deal is signed.",
            children: [
              {
                title: "Contract extraction",
                description: "Document intelligence proposes rights terms from legacy agreements for a rights specialist to confirm.",
              },
              {
                title: "Clearance checks",
                description:
                  "Music, clips and talent terms are checked against each planned use before a programme or trailer is distributed.",
              },
            ],
          },
          {
            title: "Royalties and usage reporting",
            description:
              "Usage reports from platforms and broadcasters arrive in many formats and at very high volume. We ingest and validate them, match usage to works and contributors using identifiers such as ISRC and ISWC, and produce statements that can be traced back to individual lines.",
            children: [
              {
                title: "Unmatched usage",
                description:
                  "Lines that cannot be matched automatically go to a review queue instead of disappearing into a suspense account.",
              },
              {
                title: "Contributor queries",
                description:
                  "When an artist or rights holder questions a statement, staff can show the underlying usage and rates in minutes.",
              },
            ],
          },
          {
            title: "Content supply chain",
            description: [
              "A title and version master shared by production, localisation and distribution",
              "Standard identifiers such as EIDR attached to titles, editions and versions",
              "Technical and delivery specifications checked before files leave the building",
              "Delivery status tracked per platform, with failed or rejected deliveries flagged",
            ],
          },
          {
            title: "Descriptive metadata",
            description:
              "Synopses, credits, genres, artwork and age ratings drive how content is found on every platform. We set quality rules for these fields and use AI to draft missing descriptions and translations for an editor to approve.",
          },
        ],
      },
      {
        title: "Audience data and consent",
        lead: "Understanding audiences matters for programming, subscriptions and advertising, but only within the permissions people have given. Every use of audience data should be traceable to a lawful basis and a stated purpose.",
        diagram: {
          caption:
            "Viewing events and identities across services build audience profiles filtered by each person's consent, which drive retention offers and aggregated segments matched in a clean room.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Consent-aware data", col: 1, row: 0, cols: 2, rows: 2, tone: "brand" },
            { label: "Use", col: 3, row: 0, cols: 2, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "streaming", label: "Streaming and apps", kind: "source", col: 0, row: 0 },
            { id: "consent", label: "Consent platform", kind: "control", col: 0, row: 1 },
            { id: "pipeline", label: "Event pipeline", kind: "process", col: 1, row: 0 },
            { id: "identity", label: "Identity graph", kind: "process", col: 1, row: 1 },
            { id: "profiles", label: "Audience profiles", kind: "store", col: 2, row: 0 },
            { id: "segments", label: "Advertising segments", kind: "store", col: 2, row: 1 },
            { id: "retention", label: "Retention models", kind: "process", col: 3, row: 0 },
            { id: "cleanroom", label: "Clean room matching", kind: "process", col: 3, row: 1 },
            { id: "marketing", label: "Subscriber marketing", kind: "consumer", col: 4, row: 0 },
            { id: "advertisers", label: "Advertisers and sponsors", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "streaming", to: "pipeline" },
            { from: "consent", to: "identity", dashed: true },
            { from: "pipeline", to: "profiles" },
            { from: "identity", to: "profiles" },
            { from: "profiles", to: "retention" },
            { from: "profiles", to: "segments" },
            { from: "segments", to: "cleanroom" },
            { from: "retention", to: "marketing" },
            { from: "cleanroom", to: "advertisers" },
          ],
        },
        items: [
          {
            title: "Consent-aware audience profiles",
            description:
              "We unify viewer, listener and customer records across services and attach the consent and preference state to each profile. GDPR and CCPA requests are handled from one place, and downstream tools only receive data they are allowed to use.",
          },
          {
            title: "Identity across services",
            description:
              "Streaming accounts, ticket purchases, newsletter sign-ups and app logins are matched with transparent rules, and households are distinguished from individuals. Matching confidence is recorded, so teams know how far each link can be relied upon. Subscription and ticket payments are linked through tokens rather than card numbers, which keeps the audience platform out of PCI DSS scope.",
          },
          {
            title: "Audience analytics and models",
            description:
              "Engagement, churn and content-performance models help teams decide what to commission, promote and retain. Advertising partnerships can use privacy-preserving approaches, such as data clean rooms, where raw personal data is never exchanged.",
            children: [
              {
                title: "Subscriber retention",
                description:
                  "Churn scores are paired with the likely reasons, so retention offers match what each subscriber actually values.",
              },
              {
                title: "Content performance",
                description:
                  "Viewing and listening data is joined to the title master, so performance is compared fairly across versions, platforms and territories.",
              },
            ],
          },
          {
            title: "Advertising and sponsorship data",
            description:
              "Impressions, ad-server logs and campaign bookings are reconciled so that what was sold, what was delivered and what was invoiced agree. Sales teams get audience segments built only from consented data, and finance gets make-good and revenue figures it can close on.",
          },
        ],
      },
    ],
    services: [
      "master-data-management",
      "data-engineering",
      "data-analytics",
      "document-intelligence",
      "predictive-models",
      "data-governance",
    ],
    cta: {
      title: "Make your catalogue and audiences dependable sources of revenue",
      lead: "Tell us where rights, royalties or audience data are slowing deals or statements. We will review the data behind them and propose a first release.",
    },
  },
  {
    slug: "package-distribution",
    name: "Packaging & Distribution",
    icon: "package",
    tagline: "Order-to-delivery visibility, SLAs and product master data",
    heading: "Order-to-delivery data for packaging and distribution businesses",
    summary:
      "One view of orders, warehouse and transport events, SLA performance and product master data for packaging and distribution firms.",
    intro: [
      "Packaging and distribution businesses run on thin margins and tight promises. An order passes through ERP, a warehouse management system, one or more carriers and a customer portal, and each records the journey in its own way. When a customer asks why a delivery was late, piecing the answer together can take longer than the delivery itself.",
      "Product data adds to the difficulty: dimensions, weights, pack configurations and handling rules held in several places lead to wrong freight charges, failed pallet builds and rejected deliveries. Customers also expect accurate service reporting, often with contractual penalties attached. We connect these systems into one event-level record of each order, so operations, finance and customer service work from the same facts.",
    ],
    regulations: ["GS1", "EDI", "Packaging EPR", "SOX"],
    topics: [
      {
        title: "Order-to-delivery visibility",
        lead: "The aim is a single, timestamped history for every order, from receipt to proof of delivery. Anyone in the business should be able to trust it and query it without asking IT.",
        diagram: {
          caption:
            "Orders and scan events become one timestamped history per order, checked against the product master, with exceptions raised for service teams and SLA metrics for planners.",
          columns: 5,
          rows: 2,
          groups: [
            { label: "Sources", col: 0, row: 0, cols: 1, rows: 2 },
            { label: "Visibility platform", col: 1, row: 0, cols: 3, rows: 2, tone: "brand" },
            { label: "Use", col: 4, row: 0, cols: 1, rows: 2, tone: "accent" },
          ],
          nodes: [
            { id: "edi", label: "EDI and customer portals", kind: "source", col: 0, row: 0 },
            { id: "scanners", label: "Scanners and telematics", kind: "source", col: 0, row: 1 },
            { id: "normalise", label: "Order normalisation", kind: "process", col: 1, row: 0 },
            { id: "events", label: "Event streaming", kind: "process", col: 1, row: 1 },
            { id: "product", label: "Product master", kind: "store", col: 2, row: 0 },
            { id: "history", label: "Order history", kind: "store", col: 2, row: 1 },
            { id: "exceptions", label: "Exception rules", kind: "control", col: 3, row: 0 },
            { id: "sla", label: "SLA metrics", kind: "process", col: 3, row: 1 },
            { id: "service", label: "Customer service", kind: "consumer", col: 4, row: 0 },
            { id: "planning", label: "Operations planning", kind: "consumer", col: 4, row: 1 },
          ],
          edges: [
            { from: "edi", to: "normalise" },
            { from: "scanners", to: "events" },
            { from: "normalise", to: "history" },
            { from: "events", to: "history" },
            { from: "product", to: "history", dashed: true },
            { from: "history", to: "exceptions" },
            { from: "history", to: "sla" },
            { from: "exceptions", to: "service" },
            { from: "sla", to: "planning" },
          ],
        },
        items: [
          {
            title: "Order and fulfilment data",
            description:
              "We bring orders, allocations, picks and shipments from ERP and order management into one model keyed on the order line. Changes to quantities, dates and addresses are kept as history, so the question of what was promised, and when, always has an answer.",
            children: [
              {
                title: "EDI and customer portals",
                description:
                  "Purchase orders, advance ship notices and invoices exchanged by EDI or API are validated and linked to the same order record.",
              },
              {
                title: "Order exceptions",
                description:
                  "Orders that miss a cut-off, lack stock or carry an invalid address are flagged to customer service before they become late deliveries.",
              },
              {
                title: "Proof of delivery",
                description:
                  "Signatures, photographs and delivery notes are linked to the order line, so disputes and credit claims are settled from evidence, and listed distributors can show SOX testers when revenue was earned.",
              },
            ],
          },
          {
            title: "Warehouse and transport events",
            description: [
              "Receiving, put-away, picking, packing and loading events captured from the warehouse management system",
              "Carrier tracking events normalised to one status vocabulary across parcel, pallet and full-load carriers",
              "Exceptions such as short picks, damages and missed collections flagged as they happen",
              "Event streams landed on Snowflake, Databricks or Microsoft Fabric with a data contract for each source",
              "Late or missing events detected automatically, so gaps in the record are visible rather than silent",
              "Shipment status shared with customers through portals or APIs from the same event record",
            ],
          },
          {
            title: "SLA and performance reporting",
            description:
              "We agree definitions for measures such as on-time in-full and dock-to-stock time with operations and commercial teams, then calculate them from event data rather than manual status updates. Customer scorecards and internal dashboards use the same logic, which ends arguments about whose figure is right.",
            children: [
              {
                title: "Root-cause analysis",
                description:
                  "Late or incomplete deliveries are traced to the stage that caused them: order entry, stock, warehouse or carrier.",
              },
              {
                title: "Carrier performance",
                description:
                  "Each carrier is measured on the same definitions by lane and service level, giving procurement firm evidence for contract reviews.",
              },
              {
                title: "Demand and capacity forecasts",
                description:
                  "Predictive models use order history to forecast volumes by site and lane, helping planners set labour and transport capacity.",
              },
              {
                title: "Cost to serve",
                description:
                  "Freight, handling and packaging costs are allocated to customers and orders, showing which service commitments are profitable.",
              },
            ],
          },
          {
            title: "Product master",
            description:
              "Master data management gives each product one governed record with GS1 identifiers such as GTINs, verified dimensions and weights, pack hierarchies and handling attributes. Stewardship workflows keep new items complete before they can be ordered, so errors are stopped at the source rather than at the loading dock.",
            children: [
              {
                title: "Measured dimensions",
                description:
                  "Readings from dimensioning and weighing equipment are compared with master values, and discrepancies go to a steward for correction.",
              },
              {
                title: "Packaging specifications",
                description:
                  "Materials, recycled content and pack weights are held against each item, ready for customer reports and packaging EPR (extended producer responsibility) returns.",
              },
              {
                title: "Customer item cross-references",
                description:
                  "Customers' own item codes are mapped to the master record, so EDI orders resolve to the right product first time.",
              },
            ],
          },
        ],
      },
    ],
    services: [
      "data-engineering",
      "master-data-management",
      "business-intelligence",
      "data-quality",
      "predictive-models",
      "managed-data-service",
    ],
    cta: {
      title: "Answer every delivery question from one record",
      lead: "Tell us which promise matters most to your customers: on-time delivery, accurate invoices or clean product data. We will show how event data can prove it, and where to start.",
    },
  },
];
