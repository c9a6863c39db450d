import { Card } from "#app/components/ui/card.tsx";
import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleNotice } from "#app/components/ui/sample-notice.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getWebinarsList } from "#app/.server/content/webinars.ts";
import { paths } from "#app/lib/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { WebinarCard } from "./webinar-card";

export function loader() {
  return getWebinarsList();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? seo(matches, { ...loaderData.page.meta, path: paths.resourceList("webinars") }) : [];

/** Upcoming sessions, then the summaries of past ones (split at build time). */
export default function Webinars({ loaderData }: Route.ComponentProps) {
  const { page, breadcrumbs, upcoming, past, sampleLabel } = loaderData;
  const samples = [...upcoming, ...past].some((webinar) => webinar.sample);
  const groups = [
    { id: "upcoming", heading: page.upcoming, items: upcoming, tone: "white" as const },
    { id: "past", heading: page.past, items: past, tone: "muted" as const },
  ];
  return (
    <>
      <PageHero motif="resources" {...page.hero} artSeed={41} breadcrumbs={breadcrumbs} />
      {groups.map((group) => (
        <Section key={group.id} tone={group.tone} aria-labelledby={`${group.id}-title`}>
          <SectionHeader
            id={`${group.id}-title`}
            eyebrow={group.heading.eyebrow}
            title={group.heading.title}
            lead={group.heading.lead}
            className={samples ? "mb-6" : "mb-12"}
          />
          {samples && <SampleNotice className="mb-12">{page.sampleNotice}</SampleNotice>}
          {group.items.length ? (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {group.items.map((webinar) => (
                <WebinarCard key={webinar.slug} webinar={webinar} labels={page.labels} sampleLabel={sampleLabel} />
              ))}
            </ul>
          ) : (
            <Card as="p" tone="dashed" padding={8} className="text-ink-700">
              {group.heading.empty}
            </Card>
          )}
        </Section>
      ))}
    </>
  );
}
