import type { Route } from "./+types/route";
import { requestFacts } from "#app/.server/request-context.ts";
import { SearchPage } from "#app/components/search/search-page.tsx";
import { searchCopy } from "#app/components/search/search-copy.ts";
import { withSiteName } from "#app/lib/page-title.ts";
import { emptyAnswer, readSearchParams, SEARCH_PATH, type SearchLoaderData } from "#shared/search.ts";

export function loader({ request, context }: Route.LoaderArgs): SearchLoaderData {
  const { query, filters, page } = readSearchParams(new URL(request.url).searchParams);
  const engine = context.get(requestFacts).search?.engine();
  const nothing = emptyAnswer(query, filters);
  return engine ? { answer: engine.search({ query, filters, page }), unavailable: false } : { answer: nothing, unavailable: true };
}

// Result pages are for visitors, not for search engines: noindex, and left out of sitemap.xml.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteName =
    (matches.find((match) => match?.id === "root")?.loaderData as { site?: { name?: string } } | undefined)?.site?.name ?? "";
  const query = loaderData?.answer.query;
  return [
    { title: withSiteName(query ? `${searchCopy.pageTitle}: ${query}` : searchCopy.pageTitle, siteName, SEARCH_PATH) },
    { name: "robots", content: "noindex" },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
