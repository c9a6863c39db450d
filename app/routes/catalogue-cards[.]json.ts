import { getLaterCatalogueCards } from "#app/.server/content/home.ts";

/** The home catalogue's cards beyond its first tab, pre-rendered as a file: the tabs fetch it on the visitor's first move towards them. */
export function loader() {
  return Response.json(getLaterCatalogueCards());
}
