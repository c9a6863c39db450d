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
  /** Its cell in the list's grid (app/lib/balanced-grid.ts). */
  className?: string;
};

/**
 * A resource in a list (a blog, case study, whitepaper, webinar or brochure). From 640 px a card under a
 * typographic cover: the format's colour band with the label and the title set on it in white, and one topic
 * glyph. Below 640 px a compact row: the band as a small thumbnail on the left, label, title and meta on the
 * right. One grid, placed differently by width (.cover-* in app/app.css): no script, no text twice, and the
 * cover's size is reserved by its aspect ratio.
 */
export function CoverCard({
  format,
  glyph,
  label,
  title,
  headingLevel = 3,
  details,
  meta,
  interactive = "none",
  className,
}: CoverCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Card as="li" padding={0} interactive={interactive} data-format={format} className={cn("group cover-card", className)}>
      <div aria-hidden="true" data-cover className={cn("cover-band", formatBand[format])}>
        <Icon name={glyph} className="size-7 opacity-90 sm:size-10 sm:stroke-[1.5]" />
      </div>
      <p className="cover-label">{label}</p>
      <Title className="cover-title">{title}</Title>
      {details && <div className="cover-details">{details}</div>}
      <div className="cover-meta">{meta}</div>
    </Card>
  );
}
