import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SearchIndexFile } from "#server/search/documents.ts";
import { loadSearchEngine } from "#server/search/engine.ts";
import { SEARCH_INDEX_FILE } from "#server/search/site-search.ts";

// The ranking the site search must keep, against the index `npm run build` wrote from the real pages: each
// query must bring its page into the first three results. A change to the engine, the synonyms or the pages
// that pushes one out fails here.
const expectations: readonly (readonly [query: string, page: string])[] = [
  // Titles and plain words
  ["data governance", "/services/data-governance"],
  ["data quality", "/services/data-quality"],
  ["master data management", "/services/master-data-management"],
  ["business intelligence", "/services/business-intelligence"],
  ["staffing", "/services/staffing-solutions"],
  ["managed services", "/services/managed-data-service"],
  ["application development", "/services/application-development"],
  ["document intelligence", "/aiservices/document-intelligence"],
  ["predictive models", "/aiservices/predictive-models"],
  ["healthcare", "/key-industries/healthcare"],
  ["insurance", "/key-industries/insurance"],
  ["packaging", "/key-industries/package-distribution"],
  ["contact", "/contact-us"],
  ["privacy", "/privacy-policy"],
  ["offices", "/global-footprint"],
  ["partners", "/partnership"],
  ["team", "/our-team"],
  ["data masking", "/resources/blogs/data-masking"],
  ["dynamic masking", "/resources/blogs/dynamic-data-masking"],
  ["data contracts", "/resources/blogs/data-contracts"],
  ["breach response", "/resources/blogs/data-breach-response"],
  ["credit union", "/resources/blogs/credit-union-data-strategy"],
  ["auto lender", "/resources/case-studies/data-governance-auto-lender"],
  ["winery", "/resources/case-studies/IDMC-data-integration"],
  ["medallion", "/gallery/medallion-layers"],
  ["bcbs 239", "/resources/case-studies/data-governance-private-bank"],
  ["patient matching", "/resources/webinars/one-patient-one-record-matching-and-consent"],
  // Typos and compounds
  // A typo ranks as the word it misspells.
  ["goverance", "/services/data-governance"],
  ["masterdata", "/services/master-data-management"],
  ["buisness intelligence", "/services/business-intelligence"],
  ["worklife", "/work-life"],
  // Word forms
  ["governing", "/services/data-governance"],
  ["masked data", "/resources/blogs/data-masking"],
  ["integrating cloud data", "/resources/case-studies/cloud-integration-real-estate"],
  // Synonyms and acronyms (content/search-synonyms.yaml)
  ["MDM", "/services/master-data-management"],
  ["BI", "/services/business-intelligence"],
  ["GenAI", "/resources/blogs/gen-AI-fraud-detection"],
  ["LLM", "/resources/case-studies/gen-AI-transcript"],
  ["Fabric", "/resources/webinars/moving-to-microsoft-fabric-without-losing-trust-in-the-numbers"],
  ["IDMC", "/resources/case-studies/IDMC-data-integration"],
  ["MLOps", "/aiservices/ai-governance-mlops"],
  ["OCR", "/aiservices/document-intelligence"],
  ["chatbot", "/aiservices/conversational-assistants"],
  ["BPO", "/services/bpo-service"],
  ["golden record", "/services/master-data-management"],
];

const indexFile = path.resolve(process.env.BUILD_DIR ?? "build", SEARCH_INDEX_FILE);

describe("search relevance on the built site", () => {
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run "npm run build" first.`);
  const file = JSON.parse(readFileSync(indexFile, "utf8")) as SearchIndexFile;
  const engine = loadSearchEngine(file);

  it("has at least 30 queries, each naming a page that is in the index", () => {
    expect(expectations.length).toBeGreaterThanOrEqual(30);
    const ids = new Set(file.documents.map((document) => document.id));
    expect(expectations.filter(([, page]) => !ids.has(page))).toEqual([]);
  });

  it.each(expectations)("%s → %s in the top three", (query, page) => {
    const top = engine
      .search({ query })
      .hits.slice(0, 3)
      .map((hit) => hit.href);
    expect(top).toContain(page);
  });

  it("leaves out noindex pages and the whitepaper download gates, and indexes every other page", () => {
    const ids = file.documents.map((document) => document.id);
    expect(ids).not.toContain("/employee-portal");
    expect(ids.filter((id) => id.endsWith("/download"))).toEqual([]);
    expect(ids).toContain("/");
    expect(ids.length).toBeGreaterThanOrEqual(80);
  });
});
