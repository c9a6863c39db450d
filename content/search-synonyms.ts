import type { SynonymGroup } from "#content/schema/search-synonyms.ts";

// Words the site search treats as one: a query with any term of a group also finds pages with the others.
// Add a group when visitors search for a page by a name its text does not use. Each term in one group only.
export const searchSynonyms: SynonymGroup[] = [
  { terms: ["MDM", "master data management", "masterdata", "golden record"] },
  { terms: ["BI", "business intelligence", "reporting", "dashboards"] },
  { terms: ["GenAI", "gen AI", "generative AI"] },
  { terms: ["LLM", "large language model", "language model"] },
  { terms: ["ETL", "ELT", "data integration", "data pipelines"] },
  { terms: ["Fabric", "Microsoft Fabric"] },
  { terms: ["Informatica", "IDMC", "Intelligent Data Management Cloud", "PowerCenter"] },
  { terms: ["AI", "artificial intelligence", "machine learning", "ML"] },
  { terms: ["MLOps", "model operations"] },
  { terms: ["DQ", "data quality"] },
  { terms: ["PII", "personal data", "sensitive data"] },
  { terms: ["masking", "anonymisation", "anonymization", "pseudonymisation", "obfuscation"] },
  { terms: ["lakehouse", "data lake", "data warehouse"] },
  { terms: ["OCR", "document intelligence", "document processing", "IDP"] },
  { terms: ["chatbot", "conversational assistant", "virtual assistant", "copilot"] },
  { terms: ["RAG", "retrieval augmented generation"] },
  { terms: ["cloud migration", "move to the cloud", "cloud modernisation"] },
  { terms: ["staffing", "staff augmentation", "contractors", "hiring"] },
  { terms: ["BPO", "business process outsourcing", "outsourcing"] },
  { terms: ["HIPAA", "patient privacy"] },
  { terms: ["GDPR", "data protection"] },
  { terms: ["bank", "banking", "banks", "credit union"] },
  { terms: ["healthcare", "health care", "hospital", "provider network"] },
  { terms: ["careers", "jobs", "job openings", "work life"] },
  { terms: ["contact", "get in touch"] },
  { terms: ["offices", "locations", "global footprint"] },
  { terms: ["partners", "partnership", "alliances"] },
];
