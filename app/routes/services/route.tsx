import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getServicesHub } from "#app/.server/content/service-pages.ts";
import { paths } from "#shared/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { FamilyNav } from "./family-nav";
import { FamilySection } from "./family-section";

export function loader() {
  return getServicesHub();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: paths.servicesHub }) : [];

export default function ServicesHub({ loaderData }: Route.ComponentProps) {
  const { page, families } = loaderData;
  return (
    <>
      <PageHero motif="services" {...page.hero} artSeed={31} />
      <FamilyNav label={page.familiesLabel} families={families} />
      {families.map((family, index) => (
        <FamilySection key={family.id} family={family} alsoLabel={page.alsoLabel} tone={index % 2 ? "muted" : "white"} />
      ))}
      {/* Set off from the last practice, whichever tone it has. */}
      <CtaSection motif="services" cta={page.cta} artSeed={32} tone={families.length % 2 ? "muted" : "white"} />
    </>
  );
}
