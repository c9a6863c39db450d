import { pageNotFound } from "#app/.server/content/error-pages.ts";

// Unknown addresses land here rather than matching nothing, so the root loader still runs and the
// 404 page keeps its header and footer. The root ErrorBoundary renders the page.
export function loader() {
  throw pageNotFound();
}

export default function NotFound() {
  return null;
}
