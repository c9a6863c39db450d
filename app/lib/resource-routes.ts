import type { ShouldRevalidateFunctionArgs } from "react-router";

/** <link rel="alternate"> naming a resource feed, for a route's meta. */
export function feedLink(feed: { title: string; href: string }) {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title: feed.title, href: feed.href } as const;
}

/**
 * A list's loader sends every card whatever the query (the page filters them by the address), so a
 * filter or page change in the same list needs no new data.
 */
export function keepLoaderDataOnQueryChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
