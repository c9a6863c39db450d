import { data } from "react-router";
import type { Route } from "./+types/route";
import { ArticlePage } from "#app/components/sections/resources/article-page.tsx";
import { getResourceDetail } from "#app/.server/content/resources.ts";
import { isArticleKind } from "#app/lib/article-kinds.ts";
import { paths } from "#app/lib/paths.ts";
import { feedLink } from "#app/lib/resource-routes.ts";
import { seo } from "#app/lib/seo.ts";

export function loader({ params }: Route.LoaderArgs) {
  const page = isArticleKind(params.kind) ? getResourceDetail(params.kind, params.keyword) : null;
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? [...seo(matches, data.meta), feedLink({ title: data.hero.eyebrow, href: paths.resourceListFeed(data.kind) })] : [];

export default function ResourceDetail({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
