import type { Route } from "./+types/route";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleBadge } from "#app/components/ui/sample-badge.tsx";
import { SampleNotice } from "#app/components/ui/sample-notice.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { getWebinarPage } from "#app/.server/content/webinars.ts";
import { seo } from "#app/lib/seo.ts";
import { SessionAside } from "./session-aside";
import { SessionBody } from "./session-body";
import { pageNotFound } from "#app/.server/content/error-pages.ts";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

export function loader({ params }: Route.LoaderArgs) {
  const page = getWebinarPage(params.slug);
  if (!page) throw pageNotFound();
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? seo(matches, loaderData.meta) : []);

/** One webinar: details and takeaways before it runs, the written summary after. */
export default function WebinarPage({ loaderData }: Route.ComponentProps) {
  const { session, copy } = loaderData;
  return (
    <>
      {loaderData.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />}
      <PageHero
        motif="resources"
        eyebrow={session.badge}
        title={session.title}
        artSeed={loaderData.artSeed}
        breadcrumbs={loaderData.breadcrumbs}
      >
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-lg text-ink-200">
          <time dateTime={session.date}>{session.when}</time>
          <span>{session.duration}</span>
        </p>
      </PageHero>
      <Section>
        {session.sample && (
          <div className="mb-10 flex flex-wrap items-center gap-3">
            <SampleBadge label={loaderData.sampleLabel} />
            <SampleNotice>{copy.sampleNotice}</SampleNotice>
          </div>
        )}
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-16">
          <SessionBody abstract={session.abstract} takeaways={loaderData.takeaways} summary={loaderData.summary} copy={copy} />
          <SessionAside
            speakers={{ title: copy.speakersTitle, items: session.speakers }}
            services={{ title: copy.servicesTitle, items: loaderData.services }}
            industries={{ title: copy.industriesTitle, items: loaderData.industries }}
            allWebinars={copy.allWebinars}
          />
        </div>
      </Section>
      <CtaSection motif="resources" cta={loaderData.cta} artSeed={loaderData.artSeed + 1} tone="muted" />
    </>
  );
}
