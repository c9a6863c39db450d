import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Prose } from "#app/components/sections/prose.tsx";
import { TableOfContents } from "#app/components/sections/table-of-contents.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { getLegalPage } from "#app/.server/content/legal.ts";
import { formatDate } from "#app/lib/dates.ts";
import { seo } from "#app/lib/seo.ts";

export function loader() {
  return getLegalPage("privacy-policy");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, { title: data?.title ?? "Privacy Policy", description: data?.description ?? "", path: "/privacy-policy" });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { title, html, toc, updated, copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={title} lead={copy.updated.replace("{date}", formatDate(updated))} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-20">
        <TableOfContents entries={toc} />
        <Prose html={html} />
      </Container>
    </>
  );
}
