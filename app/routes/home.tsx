import type { Route } from "./+types/home";
import { AboutSection } from "~/components/sections/home/about-section";
import { CatalogueSection } from "~/components/sections/home/catalogue-section";
import { ClientsSection } from "~/components/sections/home/clients-section";
import { CultureSection } from "~/components/sections/home/culture-section";
import { HighlightsSection } from "~/components/sections/home/highlights-section";
import { LandingBanner } from "~/components/sections/home/landing-banner";
import { MissionBlock } from "~/components/sections/home/mission-block";
import { ServicesCarouselSection } from "~/components/sections/home/services-carousel-section";
import { ServicesWheelSection } from "~/components/sections/home/services-wheel-section";
import { TestimonialsSection } from "~/components/sections/home/testimonials-section";
import { getHomeContent } from "~/.server/content/home";
import { organizationJsonLd } from "~/lib/organization-json-ld";
import { seo } from "~/lib/seo";
import { site } from "~/.server/content/site";
import { siteOrigin } from "~/.server/env";

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
