import type { Route } from "./+types/route";
import { OfferingPage } from "#app/components/sections/offering/offering-page.tsx";
import { getOfferingPage } from "#app/.server/content/service-pages.ts";
import { seo } from "#app/lib/seo.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

export function loader({ params }: Route.LoaderArgs) {
  const page = getOfferingPage("ai", params.slug);
  if (!page) throw pageNotFound();
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, loaderData.meta) : []);

export default function AiOfferingPage({ loaderData }: Route.ComponentProps) {
  return <OfferingPage data={loaderData} />;
}
