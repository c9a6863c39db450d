import type { ElementType } from "react";
import { stretchedLink } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

export type Entry = { heading: string; content: string; href?: string };

/**
 * A list of titled entries, two columns from 640 px. One rule for every entry: the title is set the same way
 * whether or not a page describes it; an entry with a page is a link over its whole area, marked by an arrow
 * after its title (never by underlining only some titles of one list).
 */
export function EntryList({ entries, headingLevel, className }: { entries: Entry[]; headingLevel: "h3" | "h4"; className?: string }) {
  const Heading: ElementType = headingLevel;
  return (
    <ul className={cn("grid gap-x-8 gap-y-6 sm:grid-cols-2", className)}>
      {entries.map((entry) => (
        <li key={entry.heading} className="group relative border-t border-ink-200 pt-5">
          <Heading className="font-semibold text-ink-950">
            {entry.href ? (
              <Link href={entry.href} className={cn(stretchedLink, "inline-flex items-center gap-1.5 group-hover:text-brand-700")}>
                {entry.heading}
                <Icon name="arrow-right" className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5" />
              </Link>
            ) : (
              entry.heading
            )}
          </Heading>
          <p className="mt-1.5 text-pretty text-ink-600">{entry.content}</p>
        </li>
      ))}
    </ul>
  );
}
