import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * A section with nothing to hydrate, rendered to HTML in a loader for <StaticHtml>. Its links are plain
 * links (a router context is only there so that <Link> renders), like those in Markdown bodies.
 */
export function renderStatic(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}
