import type { Route } from "./+types/resource-feed[.]xml";
import { buildFeed } from "#app/.server/content/feeds.ts";
import { isArticleKind } from "#shared/article-kinds.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

/** /resources/feed.xml (every entry) and /resources/<kind>/feed.xml, pre-rendered at build as Atom 1.0. */
export function loader({ params }: Route.LoaderArgs) {
  const name = params.kind === undefined ? "all" : isArticleKind(params.kind) ? params.kind : null;
  if (!name) throw pageNotFound();
  return new Response(buildFeed(name), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
