import type { ResourcesPage } from "#content/schema/resources.ts";
import type { ArticleKind } from "#shared/article-kinds.ts";
import type { FilterOptions, ResourceCard } from "#app/lib/resource-filters.ts";

// What the resource pages receive from their loaders (app/.server/content/resources.ts).

export type KindNames = Record<ArticleKind, string>;

/** A filterable list: every card (the address picks the page shown), the filters' options and words, its feed. */
export type ResourceLibraryData = {
  cards: ResourceCard[];
  options: FilterOptions;
  copy: { filters: ResourcesPage["filters"]; kindNames: KindNames; card: ResourcesPage["card"]; feedLink: string };
  feed: { title: string; href: string };
};
