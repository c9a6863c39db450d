import { data } from "react-router";
import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getWhitepaperDownload } from "#app/.server/content/whitepaper-download.ts";
import { DownloadSection } from "#app/routes/whitepaper-download/download-section.tsx";
import { seo } from "#app/lib/seo.ts";
import { requestFacts } from "#app/.server/request-context.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

/**
 * Reached only when server/whitepaper-file-route.ts did not send the PDF: the link is expired, altered or
 * unsigned. Answers 403 with the form again (404 for a paper that does not exist).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const page = getWhitepaperDownload(params.keyword);
  const { downloads } = context.get(requestFacts);
  if (!page || !downloads?.pdfFile(params.keyword)) throw pageNotFound();
  const query = new URL(request.url).searchParams;
  const check = downloads.links.check(page.keyword, query.get("expires"), query.get("sig"));
  const refused = page.copy.linkRefused[check === "expired" ? "expired" : "invalid"];
  return data({ ...page, refused }, { status: 403, headers: { "X-Robots-Tag": "noindex" } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [...seo(matches, { ...loaderData.meta, title: loaderData.copy.linkRefused.metaTitle }), { name: "robots", content: "noindex" }]
    : [];

export default function WhitepaperFileRefused({ loaderData }: Route.ComponentProps) {
  const { refused, breadcrumbs, copy, salesEmail, meta, audience, contents, articlePath } = loaderData;
  return (
    <>
      <PageHero motif="resources" eyebrow={copy.eyebrow} title={refused.title} lead={refused.lead} breadcrumbs={breadcrumbs} artSeed={11} />
      <DownloadSection action={meta.path} {...{ copy, salesEmail, audience, contents, articlePath }} />
    </>
  );
}
