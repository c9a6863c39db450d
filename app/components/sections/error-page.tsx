import type { ErrorPages } from "#content/schema/pages.ts";
import { lazy, Suspense } from "react";
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { ButtonLink, TextLink } from "#app/components/ui/link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PageHero } from "./page-hero";

// The search form's code stays out of the shell every page loads: only a 404 asks for it. The server waits for
// it before answering (onAllReady), so the page's HTML holds the form, with or without JavaScript.
const NotFoundSearch = lazy(() =>
  import("#app/components/search/not-found-search.tsx").then((module) => ({ default: module.NotFoundSearch })),
);

/**
 * The root's error page for `error`: a 404 brings the not-found page's words with it (pageNotFound in
 * app/.server/content/error-pages.ts), any other error shows the failure page's words the root loader sent.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const rootData = useRouteLoaderData("root") as { failure?: ErrorPages["failure"] } | undefined;
  const data: unknown = isRouteErrorResponse(error) && error.status === 404 ? error.data : undefined;
  const notFound = data && typeof data === "object" && "notFound" in data ? (data.notFound as ErrorPages["notFound"]) : undefined;
  return <ErrorPage notFound={notFound} failure={rootData?.failure} status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/**
 * The page an error answers with: the not-found page when a 404 brought its words, else the failure page with the
 * words the root loader sent. Should neither have arrived (the content itself could not be read), just the status.
 */
export function ErrorPage({
  notFound,
  failure,
  status,
}: {
  notFound?: ErrorPages["notFound"];
  failure?: ErrorPages["failure"];
  status: number;
}) {
  if (notFound) return <NotFound copy={notFound} />;
  if (!failure) return <p className="p-8 text-xl font-semibold">{status}</p>;
  return (
    <PageHero {...failure.hero}>
      <ButtonLink href={failure.action.href}>{failure.action.label}</ButtonLink>
    </PageHero>
  );
}

/** The 404 page offers the site search with the words of the address already in the box. */
function NotFound({ copy }: { copy: ErrorPages["notFound"] }) {
  const { pathname } = useLocation();
  const { hero, action, suggestionsTitle, suggestions } = copy;
  return (
    <>
      <PageHero {...hero}>
        <div className="flex w-full flex-col gap-6">
          <Suspense fallback={null}>
            <NotFoundSearch pathname={pathname} />
          </Suspense>
          <div>
            <ButtonLink href={action.href} variant="outline-light">
              {action.label}
            </ButtonLink>
          </div>
        </div>
      </PageHero>
      <Container className="py-16">
        <h2 className="text-xl font-semibold">{suggestionsTitle}</h2>
        <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          {suggestions.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
