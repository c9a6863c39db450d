import type { Route } from "./+types/route";
import { LegalDocument } from "#app/components/sections/legal-document.tsx";
import { getLegalPage } from "#app/.server/content/legal.ts";
import { seo } from "#app/lib/seo.ts";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

export function loader() {
  return getLegalPage("employee-portal");
}

// Public for employees, but not for search engines: left out of sitemap.xml because of this tag.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        ...seo(matches, { title: loaderData.title, description: loaderData.description, path: "/employee-portal" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function EmployeePortal({ loaderData }: Route.ComponentProps) {
  return <LegalDocument {...loaderData} />;
}
