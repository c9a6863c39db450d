import { queryFromPath } from "#shared/search.ts";
import { SearchForm } from "./search-form";
import { searchCopy } from "./search-copy";

/** The 404 page's search box, with the words of the address already in it. */
export function NotFoundSearch({ pathname }: { pathname: string }) {
  return <SearchForm query={queryFromPath(pathname)} label={searchCopy.notFoundLabel} />;
}
