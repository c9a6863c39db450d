import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getWhitepaperDownload } from "#app/.server/content/whitepaper-download.ts";
import { failureOfThrown } from "#shared/contact-outcome.ts";
import type { WhitepaperActionData } from "#shared/whitepaper-request.ts";
import { seo } from "#app/lib/seo.ts";
import { DownloadSection } from "./download-section";
import { appServices, requestFacts } from "#app/.server/request-context.ts";
import { pageNotFound } from "#app/.server/content/error-pages.ts";

export function loader({ params }: Route.LoaderArgs) {
  const page = getWhitepaperDownload(params.keyword);
  if (!page) throw pageNotFound();
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, loaderData.meta) : []);

export function action({ request, context, params }: Route.ActionArgs) {
  return appServices(context).forms.whitepaper(request, context.get(requestFacts), params.keyword);
}

/** In the browser: a send that fails (no answer, or an error status without our data) becomes a visible outcome. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<WhitepaperActionData> {
  try {
    const answer = (await serverAction()) as WhitepaperActionData | undefined;
    return answer && typeof answer === "object" ? answer : { Status: false, failure: "network" };
  } catch (error) {
    return { Status: false, failure: failureOfThrown(error) };
  }
}

// Nothing on this page changes when the form is sent.
export const shouldRevalidate = () => false;

/** The gated download of one whitepaper: a short form, then the PDF through a signed, expiring link. */
export default function WhitepaperDownload({ loaderData, actionData }: Route.ComponentProps) {
  const { title, description, audience, contents, articlePath, breadcrumbs, copy, salesEmail, meta } = loaderData;
  return (
    <>
      <PageHero motif="resources" eyebrow={copy.eyebrow} title={title} lead={description} breadcrumbs={breadcrumbs} artSeed={11} />
      <DownloadSection
        action={meta.path}
        actionData={actionData as WhitepaperActionData | undefined}
        {...{ copy, salesEmail, audience, contents, articlePath }}
      />
    </>
  );
}
