import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { ContentPicture } from "#app/components/ui/content-picture.tsx";
import { formatBand, type ResourceFormat } from "#app/lib/resource-formats.ts";

type CoverCardProps = {
  format: ResourceFormat;
  glyph: IconName;
  /** A picture of the entry's own, drawn over the band in place of the glyph. */
  cover?: ResponsiveImage;
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
  cover,
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
      <div aria-hidden="true" data-cover className={cn("cover-band", formatBand[format], cover && "relative overflow-hidden")}>
        {cover ? (
          // The label and title are set in white over the band from 640 px: the picture goes under a dark gradient,
          // and they (grid items) are raised over it by z-index, which leaves the title's stretched link on the card.
          <>
            <ContentPicture
              image={cover}
              sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 6rem"
              className="absolute inset-0 size-full object-cover"
            />
            <span className="absolute inset-0 bg-linear-to-b from-ink-950/50 to-ink-950/70" />
          </>
        ) : (
          <Icon name={glyph} className="size-7 opacity-90 sm:size-10 sm:stroke-[1.5]" />
        )}
      </div>
      <p className={cn("cover-label", cover && "z-10")}>{label}</p>
      <Title className={cn("cover-title", cover && "z-10")}>{title}</Title>
      {details && <div className="cover-details">{details}</div>}
      <div className="cover-meta">{meta}</div>
    </Card>
  );
}
