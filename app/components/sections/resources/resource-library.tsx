import { Card } from "#app/components/ui/card.tsx";
import { useLocation } from "react-router";
import { TextLink } from "#app/components/ui/link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { selectResources, type FilterField, type QueryProblem } from "#app/lib/resource-filters.ts";
import type { ResourceLibraryData } from "./types";
import { FilterForm } from "./filter-form";
import { Pagination } from "./pagination";
import { ResourceCard } from "./resource-card";

const ANCHOR = "results";

/**
 * A filterable, paginated list of resources. Filters and page come from the address, so the same
 * address shows the same list: pre-rendered without a query, rendered by the server with one
 * (JavaScript off), and in the browser after a filter or page change (JavaScript on).
 */
export function ResourceLibrary({ library, cardHeadingLevel }: { library: ResourceLibraryData; cardHeadingLevel: 2 | 3 }) {
  const { pathname, search } = useLocation();
  const { copy, options } = library;
  const result = selectResources(library.cards, new URLSearchParams(search), options);
  const grid = balancedGrid(result.items.length, { sm: 2, lg: 3 });
  const labels: Record<FilterField, string> = { type: copy.filters.type, industry: copy.filters.industry, service: copy.filters.service };
  const describe = (problem: QueryProblem) =>
    problem.kind === "unknown-value"
      ? copy.filters.unknownValue.replace("{value}", problem.value).replace("{filter}", labels[problem.field].toLowerCase())
      : copy.filters.unknownPage.replace("{value}", problem.value).replace("{count}", String(problem.pageCount));
  return (
    <div id={ANCHOR} className="scroll-mt-28">
      <FilterForm pathname={pathname} options={options} filters={result.filters} copy={copy.filters} anchor={ANCHOR} />
      {result.problems.length > 0 && (
        <div role="alert" className="mt-6 flex gap-3 rounded-card border border-danger-700/30 bg-danger-50 p-4 text-ink-900">
          <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          <ul className="space-y-1">
            {result.problems.map((problem) => (
              <li key={`${problem.kind}-${problem.value}`}>{describe(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-ink-600">
          {result.total > 0 &&
            copy.filters.showing
              .replace("{from}", String(result.from))
              .replace("{to}", String(result.to))
              .replace("{count}", String(result.total))}
        </p>
        <a
          href={library.feed.href}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          type="application/atom+xml"
        >
          <Icon name="rss" className="size-4" />
          {copy.feedLink}
          <span className="sr-only">: {library.feed.title}</span>
        </a>
      </div>
      {result.items.length > 0 ? (
        <ul className={cn(grid.grid, "mt-6 gap-6")}>
          {result.items.map((card, index) => (
            <ResourceCard
              className={grid.items[index]}
              key={card.href}
              card={card}
              kindName={copy.kindNames[card.kind]}
              readingTime={copy.card.readingTime}
              tagsLabel={copy.card.tags}
              headingLevel={cardHeadingLevel}
            />
          ))}
        </ul>
      ) : (
        <Card tone="dashed" padding={0} className="mt-6 px-6 py-12 text-center">
          <p className="text-xl font-semibold text-ink-950">{copy.filters.empty.title}</p>
          <p className="mx-auto mt-2 max-w-xl text-ink-600">{copy.filters.empty.text}</p>
          <TextLink href={`${pathname}#${ANCHOR}`} className="mt-4 inline-block">
            {copy.filters.clear}
          </TextLink>
        </Card>
      )}
      <Pagination
        pathname={pathname}
        filters={result.filters}
        page={result.page}
        pageCount={result.pageCount}
        anchor={ANCHOR}
        copy={copy.filters.pagination}
      />
    </div>
  );
}
