import { useEffect, useEffectEvent, useRef, type FocusEvent, type KeyboardEvent, type UIEvent } from "react";
import type { EmblaOptionsType } from "embla-carousel";
import type { GalleryItem } from "#app/.server/content/gallery.ts";
import type { GalleryPage } from "#content/schema/diagram.ts";
import { DiagramThumbnail } from "#app/components/sections/diagram/diagram-thumbnail.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { slidesPerView, snapKeepingInView } from "#app/lib/carousel-snap.ts";
import { useCarousel } from "#app/lib/use-carousel.ts";
import { useRovingFocus } from "#app/lib/use-roving-focus.ts";
import { stripLayout, THUMBNAIL_VERTICAL_FROM_PX } from "./thumbnail-strip-layout";

const options: EmblaOptionsType = {
  align: "start",
  containScroll: "trimSnaps",
  // Focus is kept in view below, for arrow keys as well as Tab.
  watchFocus: false,
  breakpoints: { [`(min-width: ${THUMBNAIL_VERTICAL_FROM_PX}px)`]: { axis: "y" } },
};

const scrollButton =
  "flex size-9 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-800 transition-colors hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-300 disabled:hover:text-ink-800";

type ThumbnailStripProps = {
  items: GalleryItem[];
  current: number;
  onSelect: (index: number) => void;
  copy: GalleryPage["lightbox"]["strip"];
  className?: string;
};

/**
 * Every diagram of the gallery as a thumbnail, the open one marked: across, 2 per view, below 991 px;
 * down, 3 per view, beside the drawing from 991 px. One Tab stop (the open diagram); the arrow keys,
 * Home and End move between thumbnails and Enter opens one. The strip keeps the open and the focused
 * thumbnail in view, jumping instead of scrolling under reduced motion.
 */
export function ThumbnailStrip({ items, current, onSelect, copy, className }: ThumbnailStripProps) {
  const { viewportRef, api, selected, canPrev, canNext, prev, next, goTo } = useCarousel(options);
  const { itemRef, onKeyDown } = useRovingFocus(items.length, { orientation: "both" });

  const placed = useRef(false);
  const keepInView = (index: number) => {
    if (!api) return;
    const snapCount = api.scrollSnapList().length;
    const snap = snapKeepingInView(index, selected, slidesPerView(api.slideNodes().length, snapCount), snapCount);
    // The strip opens already showing the open diagram: it slides only when moved after that.
    if (snap !== selected) goTo(snap, !placed.current);
    placed.current = true;
  };
  // Follows the open diagram when it changes elsewhere (the lightbox's arrows and buttons), and on opening;
  // scrolling the strip with its own buttons does not pull it back.
  const showCurrent = useEffectEvent(() => keepInView(current));
  useEffect(() => showCurrent(), [current, api]);

  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby="lightbox-strip-title" className={className}>
      <div className={stripLayout.header}>
        <h3 id="lightbox-strip-title" className="text-sm font-semibold text-ink-800">
          {copy.label}
        </h3>
        <div className="flex gap-2">
          <button type="button" className={scrollButton} onClick={prev} disabled={!canPrev} aria-label={copy.back}>
            <Icon name="chevron-left" className="size-4 min-[991px]:rotate-90" />
          </button>
          <button type="button" className={scrollButton} onClick={next} disabled={!canNext} aria-label={copy.forward}>
            <Icon name="chevron-right" className="size-4 min-[991px]:rotate-90" />
          </button>
        </div>
      </div>
      <div ref={viewportRef} onScroll={undoNativeScroll} className={stripLayout.viewport}>
        <ul className={stripLayout.track}>
          {items.map((item, index) => (
            <li key={item.slug} className={stripLayout.slide}>
              <Thumbnail
                item={item}
                current={index === current}
                ref={itemRef(index)}
                onClick={() => onSelect(index)}
                // Keyboard focus only: a pointer's focus comes before its click, and moving the strip then would lose the click.
                onFocus={(event) => event.currentTarget.matches(":focus-visible") && keepInView(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Embla moves the strip by transform; focus on a thumbnail out of view makes the browser scroll the viewport too. */
function undoNativeScroll(event: UIEvent<HTMLElement>) {
  event.currentTarget.scrollLeft = 0;
  event.currentTarget.scrollTop = 0;
}

type ThumbnailProps = {
  item: GalleryItem;
  current: boolean;
  ref: (node: HTMLElement | null) => void;
  onClick: () => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** One diagram's outline and title; named by its title, marked with aria-current when open. */
function Thumbnail({ item, current, ref, onClick, onFocus, onKeyDown }: ThumbnailProps) {
  return (
    <button
      ref={ref}
      type="button"
      tabIndex={current ? 0 : -1}
      aria-current={current ? "true" : undefined}
      onClick={onClick}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className={cn(
        stripLayout.thumbnail,
        "transition-colors focus-visible:outline-2 focus-visible:-outline-offset-6 focus-visible:outline-brand-500",
        current ? "border-brand-600 bg-brand-50" : "border-ink-200 bg-white hover:border-ink-400",
      )}
    >
      <span className={stripLayout.drawing}>
        <DiagramThumbnail outline={item.outline} className="h-full" />
      </span>
      <span className={cn(stripLayout.title, current ? "text-brand-900" : "text-ink-800")}>{item.title}</span>
    </button>
  );
}
