import type { Route } from "./+types/home";
import { ClientKindsSection } from "~/components/sections/client-kinds";
import { ContactBand } from "~/components/sections/contact-band";
import { HomeHero } from "~/components/sections/home-hero";
import { ServiceFamilyGrid } from "~/components/sections/service-family-grid";
import { getClientKinds, getServiceFamilies } from "~/.server/content/home";
import { organizationJsonLd } from "~/lib/organization-json-ld";
import { seo } from "~/lib/seo";
import { navigation, site } from "~/.server/content/site";
import { siteOrigin } from "~/.server/env";

export function loader() {
  return {
    families: getServiceFamilies(),
    clients: getClientKinds(),
    industries: navigation.header.find((menu) => menu.label === "Key Industries")?.items ?? [],
    jsonLd: organizationJsonLd(site, siteOrigin()),
  };
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
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <HomeHero tagline={site.tagline} claim={site.engineersClaim} industries={loaderData.industries} />
      <ServiceFamilyGrid families={loaderData.families} />
      <ClientKindsSection clients={loaderData.clients} />
      <ContactBand phone={site.phone} email={site.email} />
    </>
  );
}
