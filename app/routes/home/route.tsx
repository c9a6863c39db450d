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

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Lumenor Data & AI: data, AI and technology consulting and staffing",
    description:
      "Data governance, engineering, analytics and applied AI for banks, insurers, healthcare and energy companies, delivered by 500+ engineers and consultants.",
    path: "/",
  });

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { site } = matches[0].loaderData;
  const { company } = loaderData;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <LandingBanner tagline={site.tagline} claim={site.engineersClaim} companyName={site.shortName} tabs={loaderData.tabs} />
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
