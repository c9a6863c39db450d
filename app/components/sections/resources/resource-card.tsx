import { formatDate } from "#app/lib/dates.ts";
import type { ResourceCard as ResourceCardData } from "#app/lib/resource-filters.ts";
import { formatOfKind } from "#app/lib/resource-formats.ts";
import { Link } from "#app/components/ui/link.tsx";
import { CoverCard } from "./cover-card";

type ResourceCardProps = {
  card: ResourceCardData;
  kindName: string;
  readingTime: string;
  tagsLabel: string;
  headingLevel?: 2 | 3;
  /** Its cell in the list's grid (app/lib/balanced-grid.ts). */
  className?: string;
};

/** A blog, whitepaper or case study in a list, under its format's cover. The whole card is its title's link. */
export function ResourceCard({ card, kindName, readingTime, tagsLabel, headingLevel = 3, className }: ResourceCardProps) {
  return (
    <CoverCard
      className={className}
      format={formatOfKind[card.kind]}
      glyph={card.glyph}
      cover={card.cover}
      label={kindName}
      headingLevel={headingLevel}
      interactive="link"
      title={
        <Link href={card.href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
          {card.title}
        </Link>
      }
      details={
        <>
          <p className="text-pretty text-ink-600">{card.summary}</p>
          {card.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={tagsLabel}>
              {card.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </>
      }
      meta={
        <p className="flex flex-wrap gap-x-2">
          <time dateTime={card.date}>{formatDate(card.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTime.replace("{minutes}", String(card.readingMinutes))}</span>
        </p>
      }
    />
  );
}
