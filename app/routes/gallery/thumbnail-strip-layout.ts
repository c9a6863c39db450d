// The original site's thumbnail slider, here the gallery lightbox's strip: 2 per view across below 991 px, 3 per view down from 991 px.
export const THUMBNAIL_VERTICAL_FROM_PX = 991;
export const THUMBNAILS_PER_VIEW = { horizontal: 2, vertical: 3 } as const;
/** The same figures as Tailwind classes on each slide (a test keeps them equal). */
export const THUMBNAIL_SLIDE_BASIS_CLASS = "basis-1/2 min-[991px]:basis-1/3";

/**
 * The strip's geometry: across below 991 px, down in a 27rem column from 991 px, 12 px between thumbnails.
 * Shared by the strip and the placeholder that holds its exact place while its code loads; it lives apart
 * from the strip so that the placeholder, which ships with the page, carries nothing else.
 */
export const stripLayout = {
  header: "flex h-9 items-center justify-between gap-3",
  viewport: "mt-3 overflow-hidden min-[991px]:h-[27rem]",
  track: "-ml-3 flex min-[991px]:-mt-3 min-[991px]:ml-0 min-[991px]:h-[calc(100%+0.75rem)] min-[991px]:flex-col",
  slide: `min-h-0 min-w-0 shrink-0 grow-0 pl-3 min-[991px]:pt-3 min-[991px]:pl-0 ${THUMBNAIL_SLIDE_BASIS_CLASS}`,
  thumbnail: "flex h-full w-full flex-col gap-2 rounded-lg border-2 p-2 text-left",
  drawing: "block aspect-[16/10] min-h-0 rounded bg-ink-50 p-1.5 min-[991px]:aspect-auto min-[991px]:flex-1",
  title: "line-clamp-2 min-h-[2lh] text-xs leading-snug font-medium",
} as const;
