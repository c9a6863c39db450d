import { Card, stretchedLink } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { WebinarCardData } from "#app/.server/content/webinars.ts";
import { Link } from "#app/components/ui/link.tsx";
import { SampleBadge } from "#app/components/ui/sample-badge.tsx";
import { Tag } from "#app/components/ui/tag.tsx";
import { cn } from "#app/lib/cn.ts";

type Labels = { date: string; length: string; industries: string; speakers: string; openUpcoming: string; openPast: string };

/** One session in the list: the whole card follows its one link, named by the session's title. */
type WebinarCardProps = { webinar: WebinarCardData; labels: Labels; sampleLabel: string; className?: string };

export function WebinarCard({ webinar, labels, sampleLabel, className }: WebinarCardProps) {
  return (
    <Card as="li" padding={7} interactive="link" className={cn("group flex flex-col", className)}>
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            "rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
            webinar.past ? "bg-ink-100 text-ink-700" : "bg-accent-300/30 text-accent-800",
          )}
        >
          {webinar.badge}
        </span>
        {webinar.sample && <SampleBadge label={sampleLabel} className="py-1" />}
      </p>
      <h3 className="mt-5 text-xl font-semibold text-balance text-ink-950">{webinar.title}</h3>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
        <div>
          <dt className="sr-only">{labels.date}</dt>
          <dd className="flex items-center gap-2">
            <Icon name="calendar-days" className="size-4 shrink-0 text-brand-600" />
            <time dateTime={webinar.date}>{webinar.when}</time>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{labels.length}</dt>
          <dd className="flex items-center gap-2">
            <Icon name="clock" className="size-4 shrink-0 text-brand-600" />
            {webinar.duration}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-pretty text-ink-600">{webinar.abstract}</p>
      <div className="mt-5 border-t border-ink-100 pt-5">
        <h4 className="text-sm font-semibold text-ink-900">{labels.speakers}</h4>
        <ul className="mt-2 space-y-1 text-sm text-ink-700">
          {webinar.speakers.map((speaker) => (
            <li key={speaker}>{speaker}</li>
          ))}
        </ul>
      </div>
      <ul className="mt-5 mb-6 flex flex-wrap gap-2" aria-label={labels.industries}>
        {webinar.tags.map((tag) => (
          <li key={tag}>
            <Tag size="xs">{tag}</Tag>
          </li>
        ))}
      </ul>
      <Link
        href={webinar.href}
        className={cn(
          stretchedLink,
          "mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 focus-visible:outline-none",
        )}
      >
        {webinar.past ? labels.openPast : labels.openUpcoming}
        <span className="sr-only">: {webinar.title}</span>
        <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </Card>
  );
}
