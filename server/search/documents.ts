import type { PageKind } from "#shared/search.ts";

/** One page as the search sees it: what a visitor can read on it, and how it is filed. */
export type SearchDocument = {
  /** The page's address, e.g. /services/data-governance. */
  id: string;
  title: string;
  /** The page's short name, from its document title, when that differs from the title (e.g. "Contact Us"). */
  name: string;
  /** Its h2 and h3 headings, one per line. */
  headings: string;
  /** Its topics and description: words the page is about even where its text says them differently. */
  keywords: string;
  body: string;
  kind: PageKind;
  /** The trail above the page, e.g. ["Home", "Resources", "Blogs"]. */
  breadcrumb: string[];
  /** Slugs of the industries and the services (or AI offerings) the page belongs to. */
  industries: string[];
  services: string[];
};

/** What the build writes (build/search-index.json) and the server loads. */
export type SearchIndexFile = {
  /** 2 since the synonyms ride in the file: an older index is not read (search says it is unavailable). */
  version: 2;
  documents: SearchDocument[];
  labels: { industries: Record<string, string>; services: Record<string, string> };
  /**
   * The synonym groups of the content the build was made from (content/search-synonyms.yaml) as word lists: a
   * publish that changes them changes the search with the pages.
   */
  synonyms: string[][][];
  /** MiniSearch's own serialisation of the index over `documents`. */
  index: unknown;
};
