import { Card } from "#app/components/ui/card.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { cn } from "#app/lib/cn.ts";
import type { ResourceCard as ResourceCardData } from "#app/lib/resource-filters.ts";
import { Link } from "#app/components/ui/link.tsx";
import { PatternArt } from "../pattern-art";

type ResourceCardProps = {
  card: ResourceCardData;
  kindName: string;
  readingTime: string;
  tagsLabel: string;
  headingLevel?: 2 | 3;
  /** Its cell in the list's grid (app/lib/balanced-grid.ts). */
  className?: string;
};

/** A blog, whitepaper or case study in a list: its own cover art, then what it is and why to read it. The whole card is its title's link. */
export function ResourceCard({ card, kindName, readingTime, tagsLabel, headingLevel = 3, className }: ResourceCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Card as="li" padding={0} interactive="link" className={cn("group flex flex-col overflow-hidden", className)}>
      <div className="aspect-[16/9] overflow-hidden bg-brand-950">
        <PatternArt
          seed={card.seed}
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{kindName}</p>
        <Title className="mt-2 text-lg leading-snug font-semibold text-balance text-ink-950">
          <Link href={card.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {card.title}
          </Link>
        </Title>
        <p className="mt-3 text-pretty text-ink-600">{card.summary}</p>
        {card.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={tagsLabel}>
            {card.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto flex flex-wrap gap-x-2 pt-5 text-sm text-ink-500">
          <time dateTime={card.date}>{formatDate(card.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTime.replace("{minutes}", String(card.readingMinutes))}</span>
        </p>
      </div>
    </Card>
  );
}
