import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ResourceLibrary } from "#app/components/sections/resources/resource-library.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { getResourceList } from "#app/.server/content/resources.ts";
import { isArticleKind } from "#shared/article-kinds.ts";
import { feedLink, keepLoaderDataOnQueryChange } from "#app/lib/resource-routes.ts";
import { seo } from "#app/lib/seo.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

export function loader({ params }: Route.LoaderArgs) {
  if (!isArticleKind(params.kind)) throw pageNotFound();
  return getResourceList(params.kind);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [...seo(matches, loaderData.meta), feedLink(loaderData.library.feed)] : [];

export const shouldRevalidate = keepLoaderDataOnQueryChange;

export default function ResourceList({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <>
      <PageHero
        motif="resources"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        artSeed={loaderData.artSeed}
        breadcrumbs={loaderData.breadcrumbs}
      />
      <Container className="py-14 sm:py-20">
        <ResourceLibrary library={loaderData.library} cardHeadingLevel={2} />
      </Container>
    </>
  );
}
