import type { ComponentProps } from "react";
import { Card } from "#app/components/ui/card.tsx";
import type { Route } from "./+types/route";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { SampleNotice } from "#app/components/ui/sample-notice.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { SectionHeader } from "#app/components/ui/section-header.tsx";
import { getWebinarsList, type WebinarCardData } from "#app/.server/content/webinars.ts";
import { paths } from "#shared/paths.ts";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { seo } from "#app/lib/seo.ts";
import { WebinarCard } from "./webinar-card";
import { withoutScripts } from "#app/rendering/page-scripts.ts";

// Nothing on this page hydrates: it ships no scripts (app/rendering/page-scripts.ts).
export const handle = withoutScripts;

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
            <WebinarGrid webinars={group.items} labels={page.labels} sampleLabel={sampleLabel} />
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

type WebinarGridProps = { webinars: WebinarCardData[] } & Omit<ComponentProps<typeof WebinarCard>, "webinar" | "className">;

/** A group's sessions, laid out by the card-grid rule (two upcoming sessions share a row rather than leave a third empty). */
function WebinarGrid({ webinars, ...card }: WebinarGridProps) {
  const grid = balancedGrid(webinars.length, { md: 2, xl: 3 });
  return (
    <ul className={cn(grid.grid, "gap-6")}>
      {webinars.map((webinar, index) => (
        <WebinarCard key={webinar.slug} webinar={webinar} {...card} className={grid.items[index]} />
      ))}
    </ul>
  );
}
