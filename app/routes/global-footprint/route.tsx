import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { ButtonLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getGlobalFootprintPage } from "#app/.server/content/offices.ts";
import { seo } from "#app/lib/seo.ts";
import { Footprint } from "./footprint";
import { OfficeDirectory } from "./office-directory";

const path = "/global-footprint";

export function loader() {
  return getGlobalFootprintPage(path);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, { ...loaderData.page.meta, path }) : []);

export default function GlobalFootprint({ loaderData }: Route.ComponentProps) {
  const { page, offices, map, jsonLd } = loaderData;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHero {...page.hero} artSeed={17} />
      <Section aria-labelledby="footprint-map-title">
        <SectionHeader id="footprint-map-title" eyebrow={page.map.eyebrow} title={page.map.title} lead={page.map.lead} className="mb-10" />
        <Footprint map={map} offices={offices} copy={page.map} />
      </Section>
      <Section tone="muted" aria-labelledby="footprint-directory-title">
        <SectionHeader id="footprint-directory-title" {...page.directory} className="mb-12" />
        <OfficeDirectory offices={offices} labels={page.map.labels} />
      </Section>
      <Section aria-labelledby="footprint-cta-title">
        <SectionHeader id="footprint-cta-title" eyebrow={page.cta.eyebrow} title={page.cta.title} lead={page.cta.lead} />
        <ButtonLink href={page.cta.action.href} variant="brand" size="lg" className="mt-8">
          {page.cta.action.label}
        </ButtonLink>
      </Section>
    </>
  );
}
