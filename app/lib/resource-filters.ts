import type { ResponsiveImage } from "./responsive-image";
import type { IconName } from "#content/schema/fragments.ts";
import type { ArticleKind } from "#shared/article-kinds.ts";

/** What a card in a resource list shows and what the filters look at: no body, no raw front matter. */
export type ResourceCard = {
  kind: ArticleKind;
  href: string;
  title: string;
  summary: string;
  tags: string[];
  /** YYYY-MM-DD */
  date: string;
  readingMinutes: number;
  industries: string[];
  services: string[];
  /** The topic glyph on its cover. */
  glyph: IconName;
  /** The entry's own cover picture, shown in place of the glyph. */
  cover?: ResponsiveImage;
};

export type FilterField = "type" | "industry" | "service";
export type FilterOption = { value: string; label: string };
/** The options each filter offers on a page; a filter a page lacks is absent. */
export type FilterOptions = Partial<Record<FilterField, readonly FilterOption[]>>;
export type ResourceFilters = Partial<Record<FilterField, string>>;

export type QueryProblem =
  { kind: "unknown-value"; field: FilterField; value: string } | { kind: "unknown-page"; value: string; pageCount: number };

export const PAGE_SIZE = 12;
/** The order fields are written in an address, so one choice always has one URL. */
const fieldOrder: readonly FilterField[] = ["type", "industry", "service"];

/** The filters an address asks for; a value no option has is left out and reported, never trusted. */
export function readFilters(params: URLSearchParams, options: FilterOptions): { filters: ResourceFilters; problems: QueryProblem[] } {
  const filters: ResourceFilters = {};
  const problems: QueryProblem[] = [];
  for (const field of fieldOrder) {
    const allowed = options[field];
    const value = params.get(field)?.trim();
    if (!allowed || !value) continue;
    if (allowed.some((option) => option.value === value)) filters[field] = value;
    else problems.push({ kind: "unknown-value", field, value });
  }
  return { filters, problems };
}

export function matchesFilters(card: ResourceCard, filters: ResourceFilters): boolean {
  return (
    (!filters.type || card.kind === filters.type) &&
    (!filters.industry || card.industries.includes(filters.industry)) &&
    (!filters.service || card.services.includes(filters.service))
  );
}

/** One page of `items`; a page that is not a whole number within range shows the first and is reported. */
export function paginate<T>(items: readonly T[], pageParam: string | null, size = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const asked = pageParam?.trim() ?? "";
  const valid = asked === "" || (/^\d{1,6}$/.test(asked) && Number(asked) >= 1 && Number(asked) <= pageCount);
  const page = valid && asked !== "" ? Number(asked) : 1;
  const problem: QueryProblem | undefined = valid ? undefined : { kind: "unknown-page", value: asked, pageCount };
  const start = (page - 1) * size;
  return {
    items: items.slice(start, start + size),
    page,
    pageCount,
    from: items.length ? start + 1 : 0,
    to: Math.min(start + size, items.length),
    problem,
  };
}

/** The query string of a filtered list's page ("" for the first page of the whole list). */
export function listQuery(filters: ResourceFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const field of fieldOrder) if (filters[field]) params.set(field, filters[field]);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Everything a list shows for an address: its valid filters, what was wrong with it, and the page of matches. */
export function selectResources(cards: readonly ResourceCard[], params: URLSearchParams, options: FilterOptions) {
  const { filters, problems } = readFilters(params, options);
  const matching = cards.filter((card) => matchesFilters(card, filters));
  const page = paginate(matching, params.get("page"));
  return { filters, problems: page.problem ? [...problems, page.problem] : problems, total: matching.length, ...page };
}
