import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getGalleryPage } from "#app/.server/content/gallery.ts";
import { paths } from "#shared/paths.ts";
import { DiagramCrop } from "#app/components/sections/diagram/diagram.tsx";
import { renderStatic } from "#app/rendering/render-static.server.tsx";
import { seo } from "#app/lib/seo.ts";
import { GalleryGrid } from "./gallery-grid";

/** Each card's crop is drawn here as static HTML: it has nothing to hydrate, so its drawing's data stays off the page's JavaScript. */
export function loader() {
  const { items, ...page } = getGalleryPage();
  return { ...page, items: items.map(({ crop, ...item }) => ({ ...item, cropHtml: renderStatic(<DiagramCrop diagram={crop} />) })) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: paths.gallery }) : [];

/** Reference architectures and delivery artefacts drawn in code, opened in a lightbox. */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumbs, items } = loaderData;
  return (
    <>
      <PageHero motif="resources" {...page.hero} artSeed={73} breadcrumbs={breadcrumbs} />
      <Section tone="muted" aria-labelledby="gallery-title">
        <SectionHeader id="gallery-title" {...page.grid} className="mb-12" />
        <GalleryGrid items={items} copy={page.lightbox} />
      </Section>
      <CtaSection motif="resources" cta={page.cta} artSeed={74} />
    </>
  );
}
