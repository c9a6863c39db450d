import MiniSearch, { type Options, type Query, type SearchResult } from "minisearch";
import {
  emptyAnswer,
  pageKinds,
  type FacetCount,
  type PageKind,
  type SearchAnswer,
  type SearchFilters,
  type SearchHit,
} from "#shared/search.ts";
import type { SynonymGroup } from "#content/schema/search-synonyms.ts";
import type { SearchDocument, SearchIndexFile } from "./documents";
import { excerpt, highlight } from "./excerpt";
import { closestWords, correctionsOf, splitCompound, type Vocabulary, vocabularyOf } from "./vocabulary";
import { queryVariants, synonymPhrases } from "./synonyms";
import { indexTerm, words } from "./text";

/** A match in a title or name outweighs one in a heading or the page's topics, which outweighs one in the body. */
const BOOST = { title: 6, name: 6, headings: 2.5, keywords: 2, body: 1 } as const;
/** A page found through a synonym counts for less than one found by the visitor's own words. */
const SYNONYM_WEIGHT = 0.6;
/** A page found through the correction of a typo counts for less than one found by the words as typed. */
const TYPO_BOOST = Object.fromEntries(Object.entries(BOOST).map(([field, boost]) => [field, boost * 0.5]));
const synonymBoost = Object.fromEntries(Object.entries(BOOST).map(([field, boost]) => [field, boost * SYNONYM_WEIGHT]));

const options: Options<SearchDocument> = {
  fields: ["title", "name", "headings", "keywords", "body"],
  storeFields: [],
  tokenize: words,
  processTerm: indexTerm,
  searchOptions: {
    boost: BOOST,
    // A word found because the last word begins it counts for half.
    weights: { fuzzy: 0.4, prefix: 0.5 },
  },
};

export const HITS_PER_PAGE = 10;

export type SearchRequest = { query: string; filters?: SearchFilters; page?: number; perPage?: number };

export type SearchEngine = {
  search(request: SearchRequest): SearchAnswer;
  readonly documentCount: number;
};

/** Builds the index over the documents, in the form the build writes to disk. */
export function buildIndexFile(
  documents: SearchDocument[],
  labels: SearchIndexFile["labels"],
  synonyms: readonly SynonymGroup[],
): SearchIndexFile {
  const index = new MiniSearch<SearchDocument>(options);
  index.addAll(documents);
  return { version: 2, documents, labels, synonyms: synonymPhrases(synonyms), index: index.toJSON() };
}

/** The engine over an index file the build wrote (or buildIndexFile made). */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  const { synonyms } = file;
  const index = MiniSearch.loadJS<SearchDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], options);
  const byId = new Map(file.documents.map((document) => [document.id, document]));
  let vocabulary: Vocabulary | undefined;
  const vocabularyOnce = () => (vocabulary ??= vocabularyOf(file.documents));

  function miniQuery(query: string, combineWith: "AND" | "OR"): Query {
    const vocabulary = vocabularyOnce();
    const variants = queryVariants(query, synonyms).map((tokens) => tokens.flatMap((token) => splitCompound(token, vocabulary)));
    return {
      combineWith: "OR",
      queries: variants.map((tokens, index) => ({
        combineWith,
        queries: tokens.map((token, at) => wordQuery(token, at === tokens.length - 1, vocabulary)),
        ...(index > 0 ? { boost: synonymBoost } : {}),
      })),
    };
  }

  function run(query: string): SearchResult[] {
    const all = index.search(miniQuery(query, "AND"));
    return all.length ? all : index.search(miniQuery(query, "OR"));
  }

  function facetCounts(results: SearchDocument[], key: "type" | "industry" | "service", filters: SearchFilters): FacetCount[] {
    const others = results.filter((document) => matches(document, { ...filters, [key]: undefined }));
    const counts = new Map<string, number>();
    for (const document of others) {
      const values = key === "type" ? [document.kind] : key === "industry" ? document.industries : document.services;
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const label = (value: string) =>
      key === "type"
        ? pageKinds[value as PageKind]
        : ((key === "industry" ? file.labels.industries : file.labels.services)[value] ?? value);
    const order = key === "type" ? (value: string) => Object.keys(pageKinds).indexOf(value) : () => 0;
    return [...counts]
      .map(([value, count]) => ({ value, label: label(value), count }))
      .sort((a, b) => order(a.value) - order(b.value) || b.count - a.count || a.label.localeCompare(b.label));
  }

  return {
    documentCount: file.documents.length,
    search({ query, filters = {}, page = 1, perPage = HITS_PER_PAGE }) {
      const empty = emptyAnswer(query, filters);
      if (!words(query).some((word) => indexTerm(word) !== null)) return empty;
      const results = run(query);
      const documents = results.map((result) => byId.get(result.id as string)).filter((document) => document !== undefined);
      const filtered = results.filter((result) => matches(byId.get(result.id as string), filters));
      const pageCount = Math.ceil(filtered.length / perPage);
      const current = Math.min(Math.max(1, page), Math.max(1, pageCount));
      const hits = filtered
        .slice((current - 1) * perPage, current * perPage)
        .map((result) => hitOf(result, byId.get(result.id as string)!));
      return {
        ...empty,
        total: filtered.length,
        page: current,
        pageCount,
        hits,
        facets: {
          type: facetCounts(documents, "type", filters),
          industry: facetCounts(documents, "industry", filters),
          service: facetCounts(documents, "service", filters),
        },
        suggestions: results.length ? [] : closestWords(query, vocabularyOnce()),
      };
    },
  };
}

/**
 * One word of the query. The last is the word being typed, so it also finds words it begins ("govern" finds
 * "governance" before the visitor finishes it). A word the pages do not use is also read as the nearest words
 * they do ("goverance" as "governance", "buisness" as "business"), never as everything within a letter or two
 * of its stem ("gover" would find "over" and "cover"); a word the pages use is taken as meant ("contact" does
 * not also find "contract").
 */
function wordQuery(token: string, typing: boolean, vocabulary: Vocabulary): Query {
  const asTyped: Query = { queries: [token], prefix: typing && token.length >= 3 };
  const corrections = correctionsOf(token, vocabulary);
  if (!corrections.length) return asTyped;
  return { combineWith: "OR", queries: [asTyped, { queries: corrections, combineWith: "OR", boost: TYPO_BOOST }] };
}

function matches(document: SearchDocument | undefined, filters: SearchFilters): boolean {
  if (!document) return false;
  if (filters.type && document.kind !== filters.type) return false;
  if (filters.industry && !document.industries.includes(filters.industry)) return false;
  if (filters.service && !document.services.includes(filters.service)) return false;
  return true;
}

function hitOf(result: SearchResult, document: SearchDocument): SearchHit {
  const terms = new Set(result.terms);
  const source = document.body || document.keywords;
  return {
    href: document.id,
    title: highlight(document.title, terms),
    kind: document.kind,
    breadcrumb: document.breadcrumb,
    excerpt: excerpt(source, terms),
  };
}
