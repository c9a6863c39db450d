import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getKeyDifferentiatorsPage } from "#app/.server/content/company-pages.ts";
import { paths } from "#shared/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { CommitmentBlocks } from "./commitment-blocks";
import { HexagonSelector } from "./hexagon-selector";

const path = paths.keyDifferentiators;

export function loader() {
  return getKeyDifferentiatorsPage(path);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, { ...loaderData.page.meta, path }) : []);

export default function KeyDifferentiators({ loaderData }: Route.ComponentProps) {
  const { page, differentiators, breadcrumbs } = loaderData;
  const { selector } = page;
  return (
    <>
      <PageHero {...page.hero} artSeed={29} breadcrumbs={breadcrumbs} />
      <Section aria-labelledby="differentiators-title">
        <SectionHeader
          id="differentiators-title"
          eyebrow={selector.eyebrow}
          title={selector.title}
          lead={selector.lead}
          className="mb-12"
        />
        <HexagonSelector id="differentiator" label={selector.label} items={differentiators} />
      </Section>
      <CommitmentBlocks blocks={page.blocks} />
      <CtaSection cta={page.cta} artSeed={30} />
    </>
  );
}
