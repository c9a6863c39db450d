import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildIndexFile } from "#server/search/engine.ts";
import type { PageFacets } from "#scripts/search/page-facets.ts";
import type { SynonymGroup } from "#content/schema/search-synonyms.ts";
import type { SearchDocument, SearchIndexFile } from "#server/search/documents.ts";
import { SEARCH_INDEX_FILE } from "#server/search/site-search.ts";
import { extractDocument } from "./extract-document";

export type IndexedPage = { route: string; html: string };

/** The search index over the pre-rendered pages, written to <build>/search-index.json; returns what it indexed and how long it took. */
export function writeSearchIndex(
  buildDir: string,
  pages: readonly IndexedPage[],
  {
    facets,
    labels,
    synonyms,
  }: { facets: ReadonlyMap<string, PageFacets>; labels: SearchIndexFile["labels"]; synonyms: readonly SynonymGroup[] },
): { documents: number; bytes: number; ms: number } {
  const started = performance.now();
  const documents = pages
    .map((page) => extractDocument(page.route, page.html, facets.get(page.route), labels))
    .filter((document): document is SearchDocument => document !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id));
  const json = JSON.stringify(buildIndexFile(documents, labels, synonyms));
  writeFileSync(path.join(buildDir, SEARCH_INDEX_FILE), json);
  return { documents: documents.length, bytes: Buffer.byteLength(json), ms: Math.round(performance.now() - started) };
}
