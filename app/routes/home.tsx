import type { Route } from "./+types/home";
import { AboutSection } from "#app/components/sections/home/about-section.tsx";
import { CatalogueSection } from "#app/components/sections/home/catalogue-section.tsx";
import { ClientsSection } from "#app/components/sections/home/clients-section.tsx";
import { CultureSection } from "#app/components/sections/home/culture-section.tsx";
import { HighlightsSection } from "#app/components/sections/home/highlights-section.tsx";
import { LandingBanner } from "#app/components/sections/home/landing-banner.tsx";
import { MissionBlock } from "#app/components/sections/home/mission-block.tsx";
import { ServicesCarouselSection } from "#app/components/sections/home/services-carousel-section.tsx";
import { ServicesWheelSection } from "#app/components/sections/home/services-wheel-section.tsx";
import { TestimonialsSection } from "#app/components/sections/home/testimonials-section.tsx";
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
