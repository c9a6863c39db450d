import { data } from "react-router";
import type { Route } from "./+types/resource-feed[.]xml";
import { buildFeed } from "#app/.server/content/feeds.ts";
import { isArticleKind } from "#app/lib/article-kinds.ts";

/** /resources/feed.xml (every entry) and /resources/<kind>/feed.xml, pre-rendered at build as Atom 1.0. */
export function loader({ params }: Route.LoaderArgs) {
  const name = params.kind === undefined ? "all" : isArticleKind(params.kind) ? params.kind : null;
  if (!name) throw data(null, { status: 404 });
  return new Response(buildFeed(name), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
