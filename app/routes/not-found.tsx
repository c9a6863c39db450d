import { data } from "react-router";

// Unknown addresses land here rather than matching nothing, so the root loader still runs and the
// 404 page keeps its header and footer. The root ErrorBoundary renders the page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
