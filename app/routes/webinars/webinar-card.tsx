import { stretchedLink } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { WebinarCardData } from "#app/.server/content/webinars.ts";
import { CoverCard } from "#app/components/sections/resources/cover-card.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { SampleBadge } from "#app/components/ui/sample-badge.tsx";
import { Tag } from "#app/components/ui/tag.tsx";
import { cn } from "#app/lib/cn.ts";

type Labels = { date: string; length: string; industries: string; speakers: string; openUpcoming: string; openPast: string };

/** One session in the list, under the webinar cover: the whole card follows its one link, named by the session's title. */
export function WebinarCard({
  webinar,
  labels,
  sampleLabel,
  className,
}: {
  webinar: WebinarCardData;
  labels: Labels;
  sampleLabel: string;
  className?: string;
}) {
  return (
    <CoverCard
      className={className}
      format="webinar"
      glyph={webinar.glyph}
      label={webinar.badge}
      title={webinar.title}
      interactive="link"
      details={
        <>
          <p className="text-pretty text-ink-600">{webinar.abstract}</p>
          <div className="mt-5 border-t border-ink-100 pt-5">
            <h4 className="text-sm font-semibold text-ink-900">{labels.speakers}</h4>
            <ul className="mt-2 space-y-1 text-sm text-ink-700">
              {webinar.speakers.map((speaker) => (
                <li key={speaker}>{speaker}</li>
              ))}
            </ul>
          </div>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={labels.industries}>
            {webinar.tags.map((tag) => (
              <li key={tag}>
                <Tag size="xs">{tag}</Tag>
              </li>
            ))}
          </ul>
        </>
      }
      meta={
        <>
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-700">
            <div>
              <dt className="sr-only">{labels.date}</dt>
              <dd className="flex items-center gap-1.5">
                <Icon name="calendar-days" className="size-4 shrink-0 text-brand-600" />
                <time dateTime={webinar.date}>{webinar.when}</time>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{labels.length}</dt>
              <dd className="flex items-center gap-1.5">
                <Icon name="clock" className="size-4 shrink-0 text-brand-600" />
                {webinar.duration}
              </dd>
            </div>
          </dl>
          {webinar.sample && <SampleBadge label={sampleLabel} className="mt-2 inline-block" />}
          <Link
            href={webinar.href}
            className={cn(
              stretchedLink,
              "mt-2 flex w-fit items-center gap-1.5 font-semibold text-brand-700 focus-visible:outline-none sm:mt-4",
            )}
          >
            {webinar.past ? labels.openPast : labels.openUpcoming}
            <span className="sr-only">: {webinar.title}</span>
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
          </Link>
        </>
      }
    />
  );
}
