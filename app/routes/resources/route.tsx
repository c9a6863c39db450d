import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ResourceLibrary } from "#app/components/sections/resources/resource-library.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getResourcesHub } from "#app/.server/content/resources.ts";
import { keepLoaderDataOnQueryChange } from "#app/lib/resource-routes.ts";
import { seo } from "#app/lib/seo.ts";
import { FormatCards } from "./format-cards";

export function loader() {
  return getResourcesHub();
}

// The all-resources feed this page lists is advertised by the root on every page.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, loaderData.meta) : []);

export const shouldRevalidate = keepLoaderDataOnQueryChange;

export default function ResourcesHub({ loaderData }: Route.ComponentProps) {
  const { hero, sections, heading } = loaderData;
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
      <Section tone="muted" aria-labelledby="formats-title">
        <SectionHeader id="formats-title" {...sections.heading} />
        <FormatCards cards={sections.cards} />
      </Section>
      <Section aria-labelledby="library-title">
        <SectionHeader id="library-title" {...heading} className="mb-10" />
        <ResourceLibrary library={loaderData.library} cardHeadingLevel={3} />
      </Section>
    </>
  );
}
