import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/sections/page-hero";
import { Prose } from "~/components/sections/prose";
import { TableOfContents } from "~/components/sections/table-of-contents";
import { Container } from "~/components/ui/container";
import { getLegalPage } from "~/.server/content/legal";
import { formatDate } from "~/lib/dates";
import { seo } from "~/lib/seo";

export function loader() {
  return getLegalPage("privacy-policy");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo(matches, { title: data?.title ?? "Privacy Policy", description: data?.description ?? "", path: "/privacy-policy" });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { title, html, toc, updated } = loaderData;
  return (
    <>
      <PageHero eyebrow="Legal" title={title} lead={`Last updated ${formatDate(updated)}`} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-20">
        <TableOfContents entries={toc} />
        <Prose html={html} />
      </Container>
    </>
  );
}
