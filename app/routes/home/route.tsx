import type { Route } from "./+types/route";
import { AboutSection } from "./about-section";
import { CatalogueSection } from "./catalogue-section";
import { ClientsSection } from "./clients-section";
import { CultureSection } from "./culture-section";
import { HighlightsSection } from "./highlights-section";
import { LandingBanner } from "./landing-banner";
import { MissionBlock } from "./mission-block";
import { ServicesCarouselSection } from "./services-carousel-section";
import { ServicesWheelSection } from "./services-wheel-section";
import { TestimonialsSection } from "./testimonials-section";
import { getHomeContent } from "#app/.server/content/home.ts";
import { organizationJsonLd } from "#app/lib/organization-json-ld.ts";
import { seo } from "#app/lib/seo.ts";
import { site } from "#app/.server/content/site.ts";
import { siteOrigin } from "#app/.server/env.ts";

export function loader() {
  return { ...getHomeContent(), jsonLd: organizationJsonLd(site, siteOrigin()) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => (data ? seo(matches, { ...data.page.meta, path: "/" }) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <LandingBanner {...loaderData.banner} tabs={loaderData.tabs} />
      <HighlightsSection slides={loaderData.slides} />
      <AboutSection about={company.about} />
      <CatalogueSection catalogue={loaderData.catalogue} />
      <ServicesCarouselSection services={loaderData.highlights} />
      <CultureSection culture={company.culture} />
      <MissionBlock mission={company.mission} vision={company.vision} coreValues={company.coreValues} />
      <ClientsSection clients={loaderData.clients} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <ServicesWheelSection families={loaderData.families} />
    </>
  );
}
