import { Link as RouterLink } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { searchHref, type SearchFilters } from "#shared/search.ts";
import { searchCopy } from "./search-copy";

/** When a search finds nothing (or has nothing to search yet): other spellings, the main hubs and the contact form. */
export function NoResults({
  message,
  suggestions,
  filters = {},
  onNavigate,
}: {
  message: string;
  suggestions: readonly string[];
  filters?: SearchFilters;
  onNavigate?: () => void;
}) {
  const chip =
    "inline-flex min-h-9 items-center rounded-full border border-ink-300 bg-white px-3.5 text-sm font-medium text-ink-800 hover:border-brand-600 hover:text-brand-700";
  return (
    <div className="mt-6 rounded-card border border-dashed border-ink-300 px-5 py-8 sm:px-8">
      <p className="text-lg font-semibold text-ink-950">{message}</p>
      {suggestions.length > 0 && (
        <div className="mt-4">
          <p className="text-sm text-ink-600">{searchCopy.noResults.didYouMean}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <RouterLink to={searchHref(suggestion, filters)} className={chip} onClick={onNavigate}>
                  {suggestion}
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-6 text-sm text-ink-600">{searchCopy.noResults.hubs}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {searchCopy.hubs.map((hub) => (
          <li key={hub.href}>
            <a href={hub.href} className={chip}>
              {hub.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-700">
        {searchCopy.noResults.contact}
        <a href={searchCopy.contactHref} className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4">
          {searchCopy.noResults.contactLink}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </p>
    </div>
  );
}
