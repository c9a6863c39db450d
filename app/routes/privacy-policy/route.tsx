import type { Route } from "./+types/route";
import { LegalDocument } from "#app/components/sections/legal-document.tsx";
import { getLegalPage } from "#app/.server/content/legal.ts";
import { seo } from "#app/lib/seo.ts";

export function loader() {
  return getLegalPage("privacy-policy");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, { title: data?.title ?? "Privacy Policy", description: data?.description ?? "", path: "/privacy-policy" });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} />;
}
