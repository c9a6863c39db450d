import type { Route } from "./+types/route";
import { AboutSection } from "./about-section";
import { CatalogueSection } from "./catalogue-section";
import { ClientsSection } from "./clients-section";
import { CultureSection } from "./culture-section";
import { HighlightsSection } from "./highlights-section";
import { LandingBanner } from "./landing-banner";
import { MissionBlock } from "#app/components/sections/mission-block.tsx";
import { StaticHtml } from "#app/components/ui/static-html.tsx";
import { renderStatic } from "#app/.server/render-static.tsx";
import { ServicesCarouselSection } from "./services-carousel-section";
import { ServicesWheelSection } from "./services-wheel-section";
import { TestimonialsSection } from "./testimonials-section";
import { getHomeContent } from "#app/.server/content/home.ts";
import { organizationJsonLd } from "#app/lib/organization-json-ld.ts";
import { seo } from "#app/lib/seo.ts";
import { site } from "#app/.server/content/site.ts";
import { siteOrigin } from "#app/.server/env.ts";

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
  return { ...content, about, cultureAndMission, jsonLd: organizationJsonLd(site, siteOrigin()) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => (data ? seo(matches, { ...data.page.meta, path: "/" }) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const sections = page.sections;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <LandingBanner tagline={loaderData.tagline} copy={page.banner} tabs={loaderData.tabs} />
      <HighlightsSection heading={sections.highlights} slides={loaderData.slides} />
      <StaticHtml html={loaderData.about} />
      <CatalogueSection heading={sections.catalogue} catalogue={loaderData.catalogue} />
      <ServicesCarouselSection heading={sections.servicesCarousel} services={loaderData.highlights} />
      <StaticHtml html={loaderData.cultureAndMission} />
      <ClientsSection heading={sections.clients} clients={loaderData.clients} />
      <TestimonialsSection heading={sections.testimonials} testimonials={loaderData.testimonials} />
      <ServicesWheelSection heading={sections.servicesWheel} families={loaderData.families} />
    </>
  );
}
