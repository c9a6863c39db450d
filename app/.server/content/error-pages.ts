import { data } from "react-router";
import { readSingleton } from "./content-files";

/** The words of the page that answers when something fails; the root loader sends them with every page. */
export function failureCopy() {
  return readSingleton("errorPages").failure;
}

/**
 * What a loader throws for an address with no page: a 404 that carries the not-found page's words, so only a
 * 404 answer holds them (the root ErrorBoundary renders them).
 */
export function pageNotFound() {
  return data({ notFound: readSingleton("errorPages").notFound }, { status: 404 });
}
