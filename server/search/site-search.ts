import { readFileSync } from "node:fs";
import path from "node:path";
import type { SearchIndexFile } from "./documents";
import { loadSearchEngine, type SearchEngine } from "./engine";

/** Where the build writes the index, in the build folder (not in client/: the server answers queries, browsers never load it). */
export const SEARCH_INDEX_FILE = "search-index.json";

/**
 * The site search over the build's index, read on the first query. Undefined while no build has
 * written one (`npm run dev` before any `npm run build`): the search page then says search is unavailable.
 */
export function createSiteSearch(buildDir: string): {
  engine(): SearchEngine | undefined;
  preload(): { documents: number; ms: number } | undefined;
} {
  let engine: SearchEngine | undefined;
  return {
    /** Reads the index and runs one query, so that the first visitor's query is as quick as any other. */
    preload() {
      const started = performance.now();
      const loaded = this.engine();
      loaded?.search({ query: "data" });
      return loaded && { documents: loaded.documentCount, ms: Math.round(performance.now() - started) };
    },
    engine() {
      if (engine) return engine;
      let file: SearchIndexFile;
      try {
        file = JSON.parse(readFileSync(path.join(path.resolve(buildDir), SEARCH_INDEX_FILE), "utf8")) as SearchIndexFile;
      } catch {
        return undefined;
      }
      if (file.version !== 2) return undefined;
      engine = loadSearchEngine(file);
      return engine;
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
