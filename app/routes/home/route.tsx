import type { Route } from "./+types/route";
import { AboutSection } from "./about-section";
import { CultureSection } from "./culture-section";
import { LandingBanner } from "./landing-banner";
import { MissionBlock } from "#app/components/sections/mission-block.tsx";
import { StaticHtml } from "#app/rendering/static-html.tsx";
import { deferredSection } from "#app/rendering/deferred-section.tsx";
import { renderStatic } from "#app/rendering/render-static.server.tsx";
import { getHomeContent } from "#app/.server/content/home.ts";
import { organizationJsonLd, websiteJsonLd } from "#app/lib/organization-json-ld.ts";
import { seo } from "#app/lib/seo.ts";
import { site } from "#app/.server/content/site.ts";
import { siteOrigin } from "#app/.server/site-origin.ts";

// Below the fold: each section's code loads when the visitor comes near it (the banner fills the first screen).
// The server's copy is imported where it is used, never statically: Rolldown places a module by its static imports
// before it drops the browser's dead branch, so a static import would put every section in this route's chunk.
const Highlights = deferredSection({
  server: import.meta.env.SSR ? (await import("./highlights-section")).HighlightsSection : null,
  load: () => import("./highlights-section").then((module) => module.HighlightsSection),
});
const Catalogue = deferredSection({
  server: import.meta.env.SSR ? (await import("./catalogue-section")).CatalogueSection : null,
  load: () => import("./catalogue-section").then((module) => module.CatalogueSection),
});
const ServicesCarousel = deferredSection({
  server: import.meta.env.SSR ? (await import("./services-carousel-section")).ServicesCarouselSection : null,
  load: () => import("./services-carousel-section").then((module) => module.ServicesCarouselSection),
});
const Clients = deferredSection({
  server: import.meta.env.SSR ? (await import("./clients-section")).ClientsSection : null,
  load: () => import("./clients-section").then((module) => module.ClientsSection),
});
const Testimonials = deferredSection({
  server: import.meta.env.SSR ? (await import("./testimonials-section")).TestimonialsSection : null,
  load: () => import("./testimonials-section").then((module) => module.TestimonialsSection),
});
const ServicesWheel = deferredSection({
  server: import.meta.env.SSR ? (await import("./services-wheel-section")).ServicesWheelSection : null,
  load: () => import("./services-wheel-section").then((module) => module.ServicesWheelSection),
});

export function loader() {
  const { company, ...content } = getHomeContent();
  // Sections with nothing to hydrate arrive as HTML: their components and text stay out of the page's scripts.
  const about = renderStatic(<AboutSection about={company.about} />);
  const cultureAndMission = renderStatic(
    <>
      <CultureSection culture={company.culture} />
      <MissionBlock mission={company.mission} vision={company.vision} coreValues={company.coreValues} labels={company.labels} />
    </>,
  );
  return {
    ...content,
    about,
    cultureAndMission,
    jsonLd: organizationJsonLd(site, siteOrigin()),
    websiteJsonLd: websiteJsonLd(site, siteOrigin()),
  };
}

// Client-side navigation: the deferred sections' code comes with the data, so the page renders whole (and
// /#ourClients can be scrolled to). The first load hydrates from the pre-rendered page instead.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    ...[Highlights, Catalogue, ServicesCarousel, Clients, Testimonials, ServicesWheel].map((section) => section.preload()),
  ]);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: "/" }) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const sections = page.sections;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.websiteJsonLd }} />
      <LandingBanner tagline={loaderData.tagline} copy={page.banner} tabs={loaderData.tabs} />
      <Highlights heading={sections.highlights} slides={loaderData.slides} />
      <StaticHtml html={loaderData.about} />
      <Catalogue heading={sections.catalogue} catalogue={loaderData.catalogue} />
      <ServicesCarousel heading={sections.servicesCarousel} services={loaderData.highlights} />
      <StaticHtml html={loaderData.cultureAndMission} />
      <Clients heading={sections.clients} clients={loaderData.clients} />
      {loaderData.testimonials.length > 0 && (
        <Testimonials heading={sections.testimonials} testimonials={loaderData.testimonials} sampleLabel={loaderData.sampleLabel} />
      )}
      <ServicesWheel heading={sections.servicesWheel} families={loaderData.families} />
    </>
  );
}
