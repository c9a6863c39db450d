import { Link as RouterLink } from "react-router";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { searchHref, type FacetCount, type SearchAnswer, type SearchFilters } from "#shared/search.ts";
import { HighlightedText } from "./highlighted-text";
import { SearchForm } from "./search-form";
import { NoResults } from "./no-results";
import { searchCopy } from "./search-copy";
import { SearchHitSummary } from "./search-hit-summary";

const FACETS = [
  { key: "type", label: searchCopy.filters.type },
  { key: "industry", label: searchCopy.filters.industry },
  { key: "service", label: searchCopy.filters.service },
] as const;

/** The /search page: the box, the filters with their counts, and one page of results. Every state is an address. */
export function SearchPage({ answer, unavailable }: { answer: SearchAnswer; unavailable: boolean }) {
  const { query, filters, total, hits, facets } = answer;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageHero motif="resources" eyebrow={searchCopy.pageEyebrow} title={searchCopy.pageTitle} lead={searchCopy.pageLead}>
        <SearchForm query={query} live autoFocus={!query} />
      </PageHero>
      <Container className="py-12 sm:py-16">
        {unavailable ? (
          <NoResults message={searchCopy.unavailable} suggestions={[]} />
        ) : !query ? (
          <NoResults message={searchCopy.empty} suggestions={[]} />
        ) : (
          <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
            <aside aria-labelledby="search-filters" className="max-lg:order-last max-lg:border-t max-lg:border-ink-200 max-lg:pt-8">
              <h2 id="search-filters" className="text-base font-semibold text-ink-950">
                {searchCopy.filters.legend}
              </h2>
              {filtered && (
                <RouterLink
                  to={searchHref(query)}
                  preventScrollReset
                  className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  <Icon name="x" className="size-4" />
                  {searchCopy.filters.clear}
                </RouterLink>
              )}
              <div className="mt-4 grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
                {FACETS.map(({ key, label }) => (
                  <FacetGroup key={key} label={label} field={key} counts={facets[key]} query={query} filters={filters} />
                ))}
              </div>
            </aside>
            <section aria-labelledby="search-count">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                {/* A live region around the heading (not inside it: HTML forbids a status in a heading). */}
                <div role="status">
                  <h2 id="search-count" className="text-lg font-semibold text-ink-950">
                    {searchCopy.resultsFor(total, query)}
                  </h2>
                </div>
                {/* On phones the filters follow the results. */}
                {total > 0 && (
                  <a href="#search-filters" className="text-sm font-medium text-brand-700 underline underline-offset-4 lg:hidden">
                    {searchCopy.filters.jump}
                  </a>
                )}
              </div>
              {hits.length > 0 ? (
                <ol className="mt-6 divide-y divide-ink-200 border-y border-ink-200">
                  {hits.map((hit) => (
                    <li key={hit.href}>
                      <a href={hit.href} className="group block py-5 focus-visible:outline-offset-4">
                        <span className="block text-lg font-semibold text-brand-800 underline-offset-4 group-hover:underline">
                          <HighlightedText parts={hit.title} />
                        </span>
                        <span className="mt-1.5 block">
                          <SearchHitSummary hit={hit} />
                        </span>
                      </a>
                    </li>
                  ))}
                </ol>
              ) : (
                <NoResults message={searchCopy.noResults.title(query)} suggestions={answer.suggestions} filters={filters} />
              )}
              <ResultPages answer={answer} />
            </section>
          </div>
        )}
      </Container>
    </>
  );
}

function FacetGroup({
  label,
  field,
  counts,
  query,
  filters,
}: {
  label: string;
  field: keyof SearchFilters;
  counts: FacetCount[];
  query: string;
  filters: SearchFilters;
}) {
  if (!counts.length) return null;
  const chosen = filters[field];
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{label}</h3>
      <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
        {counts.map((facet) => {
          const active = chosen === facet.value;
          return (
            <li key={facet.value}>
              <RouterLink
                to={searchHref(query, { ...filters, [field]: active ? undefined : facet.value })}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={cn(
                  "flex min-h-9 items-center justify-between gap-3 rounded-control px-3 py-1.5 text-sm max-lg:border",
                  active ? "bg-brand-700 text-white max-lg:border-brand-700" : "text-ink-800 hover:bg-brand-50 max-lg:border-ink-300",
                )}
              >
                <span>{facet.label}</span>
                <span className={cn("tabular-nums", active ? "text-brand-100" : "text-ink-600")}>{facet.count}</span>
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ResultPages({ answer }: { answer: SearchAnswer }) {
  const { page, pageCount, query, filters } = answer;
  if (pageCount < 2) return null;
  const pill =
    "inline-flex h-11 items-center gap-1 rounded-control border border-ink-300 px-4 text-sm font-medium text-ink-800 hover:border-brand-600 hover:text-brand-700";
  return (
    <nav aria-label={searchCopy.pagination.label} className="mt-8 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <RouterLink to={searchHref(query, filters, page - 1)} className={pill}>
          <Icon name="chevron-left" className="size-4" />
          {searchCopy.pagination.previous}
        </RouterLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-600">{searchCopy.pagination.page(page, pageCount)}</p>
      {page < pageCount ? (
        <RouterLink to={searchHref(query, filters, page + 1)} className={pill}>
          {searchCopy.pagination.next}
          <Icon name="chevron-right" className="size-4" />
        </RouterLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
