import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatBand, type ResourceFormat } from "#app/lib/resource-formats.ts";

type CoverCardProps = {
  format: ResourceFormat;
  glyph: IconName;
  /** The line above the title: the format's name or the session's status. */
  label: ReactNode;
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** What only the card shows, not the phone's row: a summary, tags, lists. */
  details?: ReactNode;
  /** What the row shows under the title too: the date, the length, the one action. */
  meta: ReactNode;
  /** "link" when the title's link is stretched over the whole card. */
  interactive?: "link" | "none";
};

/**
 * A resource in a list (a blog, case study, whitepaper, webinar or brochure). From 640 px a card under a
 * typographic cover: the format's colour band with the label and the title set on it in white, and one topic
 * glyph. Below 640 px a compact row: the band as a small thumbnail on the left, label, title and meta on the
 * right. One grid, placed differently by width: no script, no text twice, and the cover's size is reserved
 * by its aspect ratio.
 */
export function CoverCard({ format, glyph, label, title, headingLevel = 3, details, meta, interactive = "none" }: CoverCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Card
      as="li"
      padding={0}
      interactive={interactive}
      data-format={format}
      className={cn(
        "group grid grid-cols-[4.5rem_minmax(0,1fr)] grid-rows-[auto_auto_1fr] gap-x-4 overflow-hidden p-3",
        "sm:grid-cols-1 sm:grid-rows-[auto_1fr_auto] sm:gap-x-0 sm:p-0",
      )}
    >
      <div
        aria-hidden="true"
        data-cover
        className={cn(
          formatBand[format],
          "col-start-1 row-start-1 row-end-4 flex aspect-square items-center justify-center self-start rounded-control bg-linear-to-br from-transparent to-ink-950/40 text-white",
          "sm:row-end-2 sm:aspect-[16/9] sm:items-start sm:justify-end sm:self-stretch sm:rounded-none sm:p-6",
        )}
      >
        <Icon name={glyph} className="size-7 opacity-90 sm:size-10 sm:stroke-[1.5]" />
      </div>
      <p
        className={cn(
          "col-start-2 row-start-1 text-xs font-semibold tracking-wider text-accent-700 uppercase",
          "sm:col-start-1 sm:row-start-1 sm:self-start sm:px-6 sm:pt-6 sm:pr-24 sm:text-sm sm:text-white",
        )}
      >
        {label}
      </p>
      <Title
        className={cn(
          "col-start-2 row-start-2 mt-1 leading-snug font-semibold text-pretty text-ink-950",
          "sm:col-start-1 sm:row-start-1 sm:mt-0 sm:self-end sm:px-6 sm:pt-16 sm:pb-6 sm:text-lg sm:text-balance sm:text-white lg:text-xl",
        )}
      >
        {title}
      </Title>
      {details && <div className="hidden sm:row-start-2 sm:block sm:px-6 sm:pt-5">{details}</div>}
      <div className="col-start-2 row-start-3 mt-2 self-start text-sm text-ink-500 sm:col-start-1 sm:mt-0 sm:px-6 sm:pt-5 sm:pb-6">
        {meta}
      </div>
    </Card>
  );
}
