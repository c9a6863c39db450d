import type { Route } from "./+types/route";
import { ArticlePage } from "#app/components/sections/resources/article-page.tsx";
import { StaticHtml } from "#app/rendering/static-html.tsx";
import { renderStatic } from "#app/rendering/render-static.server.tsx";
import { getResourceDetail } from "#app/.server/content/resources.ts";
import { isArticleKind } from "#shared/article-kinds.ts";
import { paths } from "#shared/paths.ts";
import { feedLink } from "#app/lib/resource-routes.ts";
import { seo } from "#app/lib/seo.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

export function loader({ params }: Route.LoaderArgs) {
  const page = isArticleKind(params.kind) ? getResourceDetail(params.kind, params.keyword) : null;
  if (!page) throw pageNotFound();
  // A blog, whitepaper or case study arrives as HTML, and only its head tags as data: a page that ships no scripts
  // needs no more, and one reached by client-side navigation loads no article components to draw it.
  return { kind: page.kind, meta: page.meta, feedTitle: page.hero.eyebrow, html: renderStatic(<ArticlePage data={page} />) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [...seo(matches, loaderData.meta), feedLink({ title: loaderData.feedTitle, href: paths.resourceListFeed(loaderData.kind) })]
    : [];

export default function ResourceDetail({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
