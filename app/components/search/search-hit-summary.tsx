import { pageKinds, type SearchHit } from "#shared/search.ts";
import { HighlightedText } from "./highlighted-text";

/** What a result shows under its title: the kind of page and where it sits, then its excerpt. */
export function SearchHitSummary({ hit, compact = false }: { hit: SearchHit; compact?: boolean }) {
  return (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset">
          {pageKinds[hit.kind]}
        </span>
        {hit.breadcrumb.length > 0 && <span className="min-w-0 truncate">{hit.breadcrumb.join(" › ")}</span>}
      </span>
      {hit.excerpt.length > 0 && (
        <span className={compact ? "mt-1 line-clamp-2 block text-sm text-ink-700" : "mt-2 block text-ink-700"}>
          <HighlightedText parts={hit.excerpt} />
        </span>
      )}
    </>
  );
}
