import { paths } from "./paths";
// What the site search answers, shared by the /search page, the header's dialog and the server's engine.

/** The kinds of page the search tells apart, in the order its type filter lists them, with their names. */
export const pageKinds = {
  services: "Service",
  "ai-offerings": "AI offering",
  industries: "Industry",
  "case-studies": "Case study",
  blogs: "Blog",
  whitepapers: "Whitepaper",
  webinars: "Webinar",
  gallery: "Drawing",
  pages: "Page",
} as const;
export type PageKind = keyof typeof pageKinds;

export const isPageKind = (value: string | null | undefined): value is PageKind => !!value && Object.hasOwn(pageKinds, value);

/** A piece of text, marked when it is one of the words the query matched. */
export type TextPart = { text: string; hit: boolean };

export type SearchHit = {
  href: string;
  title: TextPart[];
  kind: PageKind;
  breadcrumb: string[];
  excerpt: TextPart[];
};

export type FacetCount = { value: string; label: string; count: number };

export type SearchFilters = { type?: PageKind; industry?: string; service?: string };

export type SearchAnswer = {
  query: string;
  filters: SearchFilters;
  total: number;
  page: number;
  pageCount: number;
  hits: SearchHit[];
  facets: { type: FacetCount[]; industry: FacetCount[]; service: FacetCount[] };
  /** With no result: other spellings of the query's words the site does use. */
  suggestions: string[];
};

/** What /search's loader answers: the page and the header's dialog both read it. */
export type SearchLoaderData = { answer: SearchAnswer; unavailable: boolean };

/** The answer to a query that matches nothing, or that could not be run. */
export function emptyAnswer(query: string, filters: SearchFilters): SearchAnswer {
  return { query, filters, total: 0, page: 1, pageCount: 0, hits: [], facets: { type: [], industry: [], service: [] }, suggestions: [] };
}

export const SEARCH_PATH = paths.search;
export const MAX_QUERY_LENGTH = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** The query and filters of a /search address; anything malformed is dropped, never an error. */
export function readSearchParams(params: URLSearchParams): { query: string; filters: SearchFilters; page: number } {
  const query = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  const type = params.get("type");
  const industry = params.get("industry");
  const service = params.get("service");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    query,
    filters: {
      ...(isPageKind(type) ? { type } : {}),
      ...(industry && SLUG.test(industry) ? { industry } : {}),
      ...(service && SLUG.test(service) ? { service } : {}),
    },
    page: Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The words of an address, as a query for the 404 page's search: "/services/master-data" → "services master data". */
export function queryFromPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the address as it was typed.
  }
  const words = decoded.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !/^(?:html?|php|aspx?)$/i.test(word));
  return [...new Set(words.map((word) => word.toLowerCase()))].join(" ").slice(0, MAX_QUERY_LENGTH);
}

/** The /search address of a query with its filters (and page, when past the first). */
export function searchHref(query: string, filters: SearchFilters = {}, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (filters.type) params.set("type", filters.type);
  if (filters.industry) params.set("industry", filters.industry);
  if (filters.service) params.set("service", filters.service);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH;
}
