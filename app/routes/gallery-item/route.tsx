import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ResponsiveDiagram } from "#app/components/sections/diagram/responsive-diagram.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { TextLink } from "#app/components/ui/link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { getDiagramPage } from "#app/.server/content/gallery.ts";
import { seo } from "#app/lib/seo.ts";
import { DiagramComponents } from "./diagram-components";
import { pageNotFound } from "#app/.server/content/error-pages.ts";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

export function loader({ params }: Route.LoaderArgs) {
  const page = getDiagramPage(params.slug);
  if (!page) throw pageNotFound();
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, loaderData.meta) : []);

/** One diagram on a page of its own: what the lightbox shows, for links, sharing and JavaScript off. */
export default function GalleryItemPage({ loaderData }: Route.ComponentProps) {
  const { item, components, services, back, cta, artSeed, scrollHint } = loaderData;
  return (
    <>
      <PageHero
        motif="resources"
        eyebrow={item.kind}
        title={item.title}
        lead={item.caption}
        artSeed={artSeed}
        breadcrumbs={loaderData.breadcrumbs}
      />
      <Section>
        <figure>
          <ResponsiveDiagram
            diagram={item.drawing}
            idPrefix={item.slug}
            label={item.title}
            labelledBy="diagram-caption"
            describedBy="diagram-description"
            scrollHint={scrollHint}
          />
          <figcaption id="diagram-caption" className="sr-only">
            {item.title}
          </figcaption>
        </figure>
        <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div id="diagram-description" className="max-w-reading space-y-5 text-lg leading-relaxed text-pretty text-ink-800">
            {item.description.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
          <aside className="space-y-6">
            <div>
              <h2 className="text-lg font-semibold text-ink-950">{services.title}</h2>
              <ul className="mt-3 space-y-2">
                {services.items.map((service) => (
                  <li key={service.href}>
                    <TextLink href={service.href}>{service.label}</TextLink>
                  </li>
                ))}
              </ul>
            </div>
            <TextLink href={back.href} className="inline-block">
              {back.label}
            </TextLink>
          </aside>
        </div>
        <DiagramComponents {...components} />
      </Section>
      <CtaSection motif="resources" cta={cta} artSeed={artSeed + 1} tone="muted" />
    </>
  );
}
