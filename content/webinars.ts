// SAMPLE CONTENT: sessions written to show the format; each page says so until real sessions replace them.
export const webinars = [
  {
    slug: "data-governance-that-stands-up-to-an-audit",
    title: "Data governance that stands up to an audit",
    date: "2025-03-12T15:00:00Z",
    durationMinutes: 60,
    abstract:
      "Most governance programmes produce policies and a catalogue, yet still struggle when an auditor asks where a reported figure came from. This session shows how banks, insurers and other financial firms can build ownership, lineage and quality controls that produce evidence on demand. We walk through a working model, from critical data elements to the scorecards a risk committee reads.",
    speakers: ["Practice lead, Data Governance", "Principal consultant, Data Quality"],
    takeaways: [
      "How to choose and prioritise critical data elements so governance effort follows regulatory and business risk",
      "What an audit-ready lineage record contains, and how to keep it current without manual upkeep",
      "How to turn data quality rules into controls with owners, thresholds and an escalation path",
      "Which decision rights a governance council needs in writing before its first meeting",
    ],
    summary:
      "The session opened with a common pattern: organisations that have bought a catalogue and written policies, but still assemble lineage by hand whenever an auditor or supervisor asks about a number. The speakers argued that governance has to be judged by the evidence it can produce, not by the documents it has published.\n\nThey then described a working model in four parts. First, identifying critical data elements by tracing backwards from regulatory reports, board packs and customer-facing figures, with BCBS 239 principles used as a reference point for banks. Second, assigning owners and stewards with time set aside for the role, and recording their decisions in the catalogue. Third, capturing lineage automatically from pipelines and BI tools wherever possible, using platforms such as Informatica CDGC, Collibra and Microsoft Purview, and reserving manual lineage for the gaps. Fourth, expressing quality expectations as controls, each with a threshold, an owner and an escalation route, reported on a scorecard that risk committees can read.\n\nThe second half covered common failure points, including governance councils without clear decision rights and quality rules written by IT alone. The closing discussion covered how to start with a limited budget, and the speakers recommended beginning with a single regulatory report and its upstream data.",
    industries: ["banking", "finance-service", "insurance"],
    services: ["data-governance", "data-quality"],
    sample: true,
  },
  {
    slug: "one-patient-one-record-matching-and-consent",
    title: "One patient, one record: matching and consent on a modern health data platform",
    date: "2025-10-15T17:00:00Z",
    durationMinutes: 45,
    abstract:
      "A centralised health data platform is only as reliable as its patient identities and its consent controls. This webinar explains how provider networks can configure an enterprise master patient index, govern sensitive records and ingest HL7 v2 and FHIR data without losing track of who a record belongs to. It is aimed at CMIOs, HIM directors and data leaders.",
    speakers: ["Practice lead, Healthcare Data", "Principal architect, Master Data Management"],
    takeaways: [
      "How deterministic and probabilistic matching work together, and who should set the thresholds",
      "Why merge and unmerge events must flow from the EHR into the platform and back out to consumers",
      "How to represent consent as structured data that access policies can evaluate at query time",
      "Where HIPAA, 42 CFR Part 2 and stricter state rules change the design of a platform",
    ],
    summary:
      "The speakers began by explaining why patient identity is the first problem a provider data platform has to solve: duplicate and overlaid records distort every measure built on them and can put patient safety at risk. They walked through the configuration of an enterprise master patient index, including the demographic attributes used for matching, the role of deterministic rules for high-confidence links and probabilistic scoring for the rest, and the way health information management teams should review sample pairs to set thresholds.\n\nA section on operations covered stewardship queues, audited merges and unmerges, and the need to honour merge events sent by the EHR in HL7 v2 ADT messages.\n\nThe second half turned to consent and privacy. The speakers described classifying data on arrival, granting access by role and purpose of use to support the HIPAA minimum necessary standard, and segmenting records covered by 42 CFR Part 2 and state laws. They showed how consent decisions can be held as structured records, including FHIR Consent resources, rather than scanned forms. The session closed with advice on sequencing: resolve identity and classification in the first phase, before building clinical dashboards or AI models on top.",
    industries: ["healthcare"],
    services: ["master-data-management", "data-governance", "data-engineering"],
    sample: true,
  },
  {
    slug: "document-intelligence-from-pilot-to-production",
    title: "Document intelligence from pilot to production",
    date: "2026-06-10T15:00:00Z",
    durationMinutes: 50,
    abstract:
      "Generative AI can read claims, onboarding packs and correspondence, but many pilots never reach production. This session covers what changes between a promising demonstration and a governed service that reviewers trust. We discuss evaluation, human review, model risk and the operating costs that surprise teams after launch.",
    speakers: ["Practice lead, AI Solution", "Principal engineer, AI Governance and MLOps"],
    takeaways: [
      "How to build an evaluation set from real documents before choosing a model or prompt design",
      "Where to place human review so that reviewers approve structured output rather than retyping it",
      "What a model-risk team will ask for, and how to have it ready before the approval meeting",
      "How to monitor accuracy, drift and cost once the service is live",
    ],
    summary:
      "The session addressed a problem many insurers and banks recognise: document extraction pilots that impress in a demonstration but stall before production. The speakers traced most stalls to three gaps. The first is evaluation. Pilots are often judged on a handful of hand-picked documents, so the team cannot say how the service performs on the full variety of layouts, scan quality and languages it will meet. The speakers described building a labelled evaluation set from real, appropriately protected documents and using it to compare approaches before committing.\n\nThe second gap is the review workflow. They showed designs in which reviewers see extracted fields beside the source page, with confidence indicators and citations, so that approval is quick and corrections feed back into evaluation.\n\nThe third gap is governance. The speakers outlined the artefacts a model-risk or compliance team typically expects, including a model inventory entry, documented intended use, test results, monitoring plans and a defined fallback to manual processing.\n\nThe final part covered running costs, explaining how document volumes, page counts and model choice drive spend, and why cost monitoring belongs in the same dashboard as accuracy.",
    industries: ["insurance", "banking", "finance-service"],
    services: ["document-intelligence", "ai-governance-mlops", "ai-service"],
    sample: true,
  },
  {
    slug: "moving-to-microsoft-fabric-without-losing-trust-in-the-numbers",
    title: "Moving to Microsoft Fabric without losing trust in the numbers",
    date: "2026-12-09T16:00:00Z",
    durationMinutes: 45,
    abstract:
      "Many organisations are consolidating warehouses, pipelines and Power BI estates onto Microsoft Fabric. This session explains how to plan the move so that every report reconciles at cut-over and governance is in place from the first workspace. It will suit heads of data, BI leads and platform architects.",
    speakers: ["Principal architect, Microsoft Data Platform", "Lead consultant, Power BI"],
    takeaways: [
      "How to design workspaces, capacities and domains before the first lakehouse is created",
      "A reconciliation approach that proves migrated reports match the originals",
      "How to bring Purview classification and sensitivity labels into Fabric from the start",
      "How to sequence a migration so business users see benefits early",
    ],
    industries: ["finance-service", "media-entertainment", "package-distribution"],
    services: ["business-intelligence", "cloud-data-strategy", "data-engineering"],
    sample: true,
  },
  {
    slug: "modernising-a-core-system-one-capability-at-a-time",
    title: "Modernising a core system one capability at a time",
    date: "2027-02-17T16:00:00Z",
    durationMinutes: 60,
    abstract:
      "Big-bang rewrites of core systems have a poor record. This webinar sets out an incremental alternative based on the strangler-fig pattern, with old and new running side by side while capabilities move across. We cover assessment, data migration and reconciliation, testing and the team model that holds it together.",
    speakers: ["Practice lead, Product Engineering", "Principal architect, Application Modernisation"],
    takeaways: [
      "How to use the seven Rs to decide which applications to retire, replace or re-architect",
      "How a routing layer and change data capture let new services take over without disrupting users",
      "How characterisation tests and golden-master comparison protect undocumented business rules",
      "How to blend legacy specialists and modern engineers in one team",
    ],
    industries: ["banking", "insurance", "package-distribution"],
    services: ["application-development", "data-engineering"],
    sample: true,
  },
];
