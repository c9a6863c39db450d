import type { Route } from "./+types/route";
import { LegalDocument } from "#app/components/sections/legal-document.tsx";
import { getLegalPage } from "#app/.server/content/legal.ts";
import { seo } from "#app/lib/seo.ts";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

export function loader() {
  return getLegalPage("privacy-policy");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo(matches, { title: loaderData?.title ?? "Privacy Policy", description: loaderData?.description ?? "", path: "/privacy-policy" });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} />;
}
