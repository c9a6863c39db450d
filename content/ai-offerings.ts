import type { ServiceInput } from "#content/schema/service.ts";

// The four AI offerings of the home catalogue's AI Solution tab, one page each at /aiservices/:slug.
// The ai-service overview page in services.ts links to these via `related`; the /aiservices hub lists them.
export const aiOfferings: ServiceInput[] = [
  {
    slug: "document-intelligence",
    family: "ai-solution",
    title: "Document Intelligence",
    summary:
      "Extraction and generative AI that turn claims, contracts and transcripts into validated, structured data, with people checking whatever the model is unsure of.",
    icon: "scan-text",
    intro: [
      "A large share of operational work still starts with a document: a claim form, a loan pack, a medical record, a contract, a transcript. Someone reads it, keys the relevant fields into a system and checks them against policy. The work is slow, hard to scale at peak times and prone to small errors that matter later.",
      "Document intelligence combines layout-aware extraction with large language models to classify documents, pull out fields and summarise content. What makes it usable in regulated work is everything around the model: confidence thresholds, validation against business rules and a review screen where a person confirms or corrects anything uncertain.",
      "We design each solution so that every extracted value can be traced to the page and line it came from. Corrections feed the evaluation sets, accuracy is measured field by field, and the share of work handled automatically grows only as the evidence supports it. Where the EU AI Act applies, the same records form the technical documentation it asks for.",
    ],
    cards: [
      {
        title: "Classification and extraction",
        points: [
          "Document type classification for mixed packs and scanned post",
          "Field extraction from forms, tables, handwriting and free text",
          "Layout models combined with language models for unstructured content",
          "Source highlighting that links each value to its place in the document",
        ],
      },
      {
        title: "Validation and human review",
        points: [
          "Business-rule checks against policy, product and customer data",
          "Confidence thresholds that send uncertain fields to a reviewer",
          "Review screens designed for speed, with keyboard-first workflows",
          "Reviewer corrections captured to strengthen the evaluation sets",
        ],
      },
      {
        title: "Summaries and comparison",
        points: [
          "Summaries of transcripts, medical records and case files for handlers",
          "Contract clauses compared against your standard templates",
          "Questions answered across a document set, with the passages cited",
          "Personal data redacted before documents are shared onwards",
        ],
      },
      {
        title: "Integration and security",
        points: [
          "Connections to claims, loan origination, policy and case-management systems",
          "Deployment inside your cloud tenant and data-residency boundaries, meeting the GDPR, HIPAA and GLBA obligations of the documents processed",
          "Encryption, access logging and retention rules for source documents",
          "Throughput and cost monitoring for each document type",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A document inventory and automation assessment by document type",
        "A field-level extraction schema agreed with operations",
        "A labelled evaluation set and an accuracy report for every field",
        "An extraction and validation pipeline running in your environment",
        "A reviewer interface built into your existing workflow",
        "An audit trail linking each output to its source and its reviewer",
        "Monitoring for accuracy, volumes and cost per document",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "2-3 weeks",
        description:
          "We sample documents, measure current effort and error rates, and choose the document types with the best return. We also note how documents arrive today, from scanned post and email to customer portals.",
        deliverables: ["Document inventory", "Baseline effort and quality", "Priority document types"],
      },
      {
        phase: "Prototype",
        weeks: "4-6 weeks",
        description:
          "We build extraction for the priority document types and measure accuracy on a labelled sample. Results are reported per field, so weak areas are visible rather than averaged away.",
        deliverables: ["Working prototype", "Labelled evaluation set", "Accuracy report"],
      },
      {
        phase: "Deploy",
        weeks: "6-10 weeks",
        description:
          "We integrate with business systems, build the review workflow and release to a first operations team. Reviewers are trained, and their feedback shapes the interface before wider release.",
        deliverables: ["Production pipeline", "Review interface", "Operating procedures"],
      },
      {
        phase: "Extend",
        weeks: "Ongoing",
        description: "We add document types, tune thresholds as evidence accumulates and hand monitoring over to your team.",
        deliverables: ["Additional document types", "Threshold tuning log", "Monitoring handover"],
      },
    ],
    platforms: ["Azure AI Document Intelligence", "Azure OpenAI Service", "Databricks", "Elastic"],
    regulations: ["GDPR", "HIPAA", "GLBA", "EU AI Act"],
    industries: ["insurance", "banking", "finance-service", "healthcare", "package-distribution"],
    related: ["bpo-service", "conversational-assistants", "ai-governance-mlops", "data-quality"],
  },
  {
    slug: "predictive-models",
    family: "ai-solution",
    title: "Predictive Models",
    summary:
      "Machine learning for churn, demand, credit risk, fraud and claims, built on governed features and validated thoroughly enough for model-risk reviewers to sign off.",
    icon: "trending-up",
    intro: [
      "Predictive models are easy to prototype and hard to run well. A notebook can show promising accuracy within a week, yet the model may rely on data that is not available at decision time, drift quietly once deployed or prove impossible to explain to a regulator or a customer.",
      "We build each model for the decision it supports. Before any training code is written, we agree how the score will be used, which errors cost most, which features are legitimate and how the model will be monitored. Feature pipelines run on governed data, so what the model saw in training matches what it sees in production.",
      "We choose the simplest method that performs well, from gradient-boosted trees to time-series and survival models, and we document why. Credit models receive the fairness testing and adverse-action reason codes that ECOA requires, and are documented as the high-risk systems the EU AI Act treats them as.",
    ],
    cards: [
      {
        title: "Use cases we build",
        points: [
          "Customer churn and propensity for the next best action",
          "Demand and volume forecasts for staffing, inventory and capacity",
          "Credit risk, early delinquency and collections prioritisation",
          "Fraud and anomaly detection for payments and claims",
          "Claims severity and triage scores that route files to the right handler",
        ],
      },
      {
        title: "Features and data",
        points: [
          "Feature definitions documented with owners and lineage",
          "Point-in-time correct training data that prevents leakage",
          "Feature stores on Databricks or Azure Machine Learning",
          "Quality checks on every feature pipeline",
          "Personal data minimised, with its lawful basis under GDPR recorded for each feature",
        ],
      },
      {
        title: "Validation and explainability",
        points: [
          "Out-of-time and out-of-sample testing against business measures",
          "Benchmarking against a simple challenger model",
          "Explanations at portfolio and individual level, with reason codes",
          "Fairness testing across protected characteristics where the law requires it",
        ],
      },
      {
        title: "Deployment and monitoring",
        points: [
          "Batch scoring or real-time APIs, depending on the decision",
          "Drift, stability and performance monitoring with alert thresholds",
          "Champion-challenger and retraining procedures",
          "Scores written back to CRM, core systems or dashboards",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "Decision framing and success measures agreed with the business",
        "Governed, documented feature pipelines",
        "A trained model with a validation report and challenger comparison",
        "Model documentation prepared for SR 11-7 or internal model-risk review",
        "A scoring service integrated with operational systems",
        "A monitoring dashboard for drift, stability and business impact",
        "A retraining and change-management procedure",
        "Reason codes and explanations suitable for customer-facing decisions",
      ],
    },
    engagement: [
      {
        phase: "Frame",
        weeks: "2-3 weeks",
        description:
          "We agree the decision, the target, the cost of errors and the constraints on data and explainability. We also confirm who owns the model and who must approve it.",
        deliverables: ["Problem statement", "Success measures", "Data feasibility review"],
      },
      {
        phase: "Develop",
        weeks: "6-10 weeks",
        description:
          "We build features, train and compare candidate models, and validate them against the agreed measures. A simple benchmark is kept throughout, so added complexity has to earn its place.",
        deliverables: ["Feature pipelines", "Candidate models", "Validation report"],
      },
      {
        phase: "Deploy",
        weeks: "4-8 weeks",
        description:
          "We take the chosen model through review, deploy it for scoring and connect its outputs to business processes. Validators receive the evidence they need in the form they expect.",
        deliverables: ["Model documentation", "Scoring service", "Integration tests"],
      },
      {
        phase: "Monitor",
        weeks: "Ongoing",
        description:
          "We track performance and drift, run retraining cycles and report results to model owners. Any material change goes back through review before release.",
        deliverables: ["Monitoring dashboard", "Periodic performance reports", "Retraining records"],
      },
    ],
    platforms: ["Databricks", "Azure Machine Learning", "MLflow", "Snowflake", "Python"],
    regulations: ["SR 11-7", "ECOA", "EU AI Act", "GDPR"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["ai-governance-mlops", "data-engineering", "data-analytics"],
  },
  {
    slug: "conversational-assistants",
    family: "ai-solution",
    title: "Conversational Assistants",
    summary:
      "Service and knowledge assistants that answer from your approved content, cite where each answer came from and hand the conversation to a person when they should.",
    icon: "bot",
    intro: [
      "Customers and staff both want quick, correct answers, and both lose patience with assistants that guess. A general-purpose chatbot that invents a policy detail or misstates a fee does more harm than having no assistant at all, particularly in financial services and healthcare.",
      "We build assistants that answer from your own content using retrieval-augmented generation. Policies, product guides and knowledge articles are indexed with their owners and review dates, and every answer shows its source. When a question falls outside approved content or needs judgement, the assistant says so and routes it to a person along with the conversation so far.",
      "We work with Kore.ai for enterprise conversation management and with Azure OpenAI Service and Elastic for retrieval and generation, choosing the combination that suits your channels, contact-centre platform and security requirements.",
    ],
    cards: [
      {
        title: "Customer service assistants",
        points: [
          "Web, app and messaging channels that give consistent answers",
          "Authenticated self-service for balances, claim status or appointments",
          "Hand-off to live agents with the conversation and intent passed across",
          "Clear disclosure that the customer is talking to an AI system, as the EU AI Act requires",
        ],
      },
      {
        title: "Internal knowledge assistants",
        points: [
          "Answers drawn from policies, procedures and product documentation",
          "Agent-assist suggestions inside the contact-centre desktop",
          "IT and HR help-desk assistants that can raise tickets",
          "Access controls that respect each user's document permissions",
          "Plain-language summaries of long policies for new starters and busy agents",
        ],
      },
      {
        title: "Grounding and content management",
        points: [
          "Retrieval pipelines with chunking and ranking tuned on your content",
          "A source citation on every answer",
          "Content ownership, review dates and retirement of stale articles",
          "Guardrails for out-of-scope, harmful or sensitive requests",
        ],
      },
      {
        title: "Quality and operations",
        points: [
          "Evaluation sets built from real questions and approved answers",
          "Regular testing of accuracy, tone and refusal behaviour",
          "Conversation analytics showing containment, escalations and content gaps",
          "Feedback loops that turn unanswered questions into new content",
          "Transcript retention and redaction set for GDPR, CCPA and, where health questions arise, HIPAA",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "A use-case and channel assessment based on your contact-centre data",
        "A content inventory and preparation plan",
        "An assistant design covering intents, flows and escalation rules",
        "A retrieval and generation pipeline with citations",
        "Integration with contact-centre, CRM and ticketing systems",
        "An evaluation suite and agreed release criteria",
        "An analytics dashboard and a routine for improving content",
        "Disclosure wording and escalation rules reviewed with compliance",
      ],
    },
    engagement: [
      {
        phase: "Discover",
        weeks: "2-3 weeks",
        description:
          "We analyse contact reasons, review knowledge content and choose the first audience and channel. We look for questions that are frequent, well documented and low in risk.",
        deliverables: ["Contact-reason analysis", "Content readiness review", "Scope and success measures"],
      },
      {
        phase: "Build",
        weeks: "6-10 weeks",
        description:
          "We prepare content, build retrieval and conversation flows, and test answers against an agreed evaluation set. Escalation paths are tested as carefully as the answers themselves.",
        deliverables: ["Working assistant", "Evaluation results", "Escalation design"],
      },
      {
        phase: "Launch",
        weeks: "3-4 weeks",
        description:
          "We release to a limited group, watch conversations closely and close gaps before a wider roll-out. Agents and content owners review a sample of conversations each day.",
        deliverables: ["Pilot release", "Issue log", "Roll-out plan"],
      },
      {
        phase: "Improve",
        weeks: "Ongoing",
        description:
          "We review analytics, refresh content and extend the assistant to new topics and channels. Content owners receive a regular list of questions the assistant could not answer.",
        deliverables: ["Monthly analytics review", "Content updates", "New topic releases"],
      },
    ],
    platforms: ["Kore.ai", "Azure OpenAI Service", "Elastic", "Salesforce Service Cloud", "Microsoft Copilot Studio"],
    regulations: ["EU AI Act", "GDPR", "CCPA", "HIPAA"],
    industries: ["banking", "finance-service", "insurance", "healthcare", "media-entertainment", "package-distribution"],
    related: ["document-intelligence", "ai-governance-mlops", "application-development"],
  },
  {
    slug: "ai-governance-mlops",
    family: "ai-solution",
    title: "AI Governance and MLOps",
    summary:
      "Model inventories, evaluation suites, approval gates and production monitoring that get AI into service quickly while satisfying model-risk, compliance and audit teams.",
    icon: "gauge",
    intro: [
      "As AI use spreads, risk and compliance teams are asked to approve models they cannot see clearly: which models exist, what data they use, how they were tested and who is accountable for them. Without answers, approvals slow to a crawl or, worse, models reach production with no review at all.",
      "We put the controls and the engineering in place together. A governance framework sets risk tiers, roles and approval steps; an MLOps platform produces the evidence those steps need as a by-product of normal work, from training-data lineage to evaluation results and monitoring alerts. Reviews get faster because the information is already there.",
      "The framework draws on SR 11-7, the EU AI Act, the NIST AI Risk Management Framework, ISO/IEC 42001 and, for insurers, the NAIC AI Model Bulletin, adapted to your size and risk appetite. It covers classical models and generative AI, including third-party models and vendor tools your teams already use.",
    ],
    cards: [
      {
        title: "Governance framework",
        points: [
          "An AI policy, risk-tiering method and approval workflow",
          "Defined roles for model owners, validators and risk oversight",
          "Requirements scaled to each tier, so low-risk uses move quickly",
          "Assessment procedures for third-party and vendor AI",
          "Data protection impact assessments under GDPR wherever a model uses personal data",
          "Escalation routes for issues found after deployment",
        ],
      },
      {
        title: "Model inventory and documentation",
        points: [
          "A central register of models, prompts and AI-enabled tools",
          "Model cards recording purpose, data, limitations and owners",
          "Lineage from training data through to deployed versions",
          "Links to validation reports, approvals and incidents",
        ],
      },
      {
        title: "Evaluation and testing",
        points: [
          "Evaluation suites for accuracy, robustness and bias",
          "Generative AI tests for groundedness, toxicity and prompt injection",
          "Red-team exercises for customer-facing assistants",
          "Release criteria agreed before testing begins",
        ],
      },
      {
        title: "MLOps and monitoring",
        points: [
          "Versioned training, packaging and deployment pipelines",
          "Approval gates in CI/CD, so unreviewed models cannot ship",
          "Monitoring for drift, performance, cost and usage",
          "Incident response and rollback procedures for AI systems",
        ],
      },
    ],
    list: {
      title: "What you get",
      items: [
        "An AI governance policy, risk tiers and approval workflow",
        "An inventory of models and AI systems populated with current uses",
        "Standard documentation templates, with completed examples",
        "Reusable evaluation suites for machine learning and generative AI",
        "MLOps pipelines with approval gates and audit logs",
        "Production monitoring dashboards and alerting",
        "A regulatory mapping to SR 11-7, the EU AI Act and your internal policies",
        "Training for model owners, validators and senior reviewers",
      ],
    },
    engagement: [
      {
        phase: "Assess",
        weeks: "3-4 weeks",
        description:
          "We inventory current AI use, review policies and tooling, and compare both with the regulation that applies to you. We include vendor tools and AI features built into software you already use.",
        deliverables: ["AI use inventory", "Gap assessment", "Priority actions"],
      },
      {
        phase: "Design",
        weeks: "4-6 weeks",
        description:
          "We design the framework, risk tiers and roles, and the technical controls that will generate evidence. Each control is proportionate to the risk tier it serves.",
        deliverables: ["Governance framework", "Control design", "Platform blueprint"],
      },
      {
        phase: "Implement",
        weeks: "8-12 weeks",
        description:
          "We build pipelines, registries, evaluation suites and monitoring, and take priority models through the new process. Feedback from those first reviews refines the process before wider roll-out.",
        deliverables: ["MLOps pipelines", "Populated inventory", "First models reviewed"],
      },
      {
        phase: "Operate",
        weeks: "Ongoing",
        description:
          "We support model reviews, refine the framework as regulation changes and train owners and validators. Periodic reports show the state of the inventory, open findings and overdue reviews.",
        deliverables: ["Review support", "Framework updates", "Training sessions"],
      },
    ],
    platforms: ["MLflow", "Azure Machine Learning", "Databricks Unity Catalog", "Collibra", "Microsoft Purview"],
    regulations: ["SR 11-7", "EU AI Act", "NAIC AI Model Bulletin", "GDPR"],
    industries: ["banking", "finance-service", "insurance", "healthcare"],
    related: ["predictive-models", "data-governance", "document-intelligence", "conversational-assistants"],
  },
];
