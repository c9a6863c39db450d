import { stripLayout, THUMBNAILS_PER_VIEW } from "./thumbnail-strip-layout";

/** The thumbnail strip's exact footprint, empty, while its code loads on opening the lightbox (no layout shift). */
export function ThumbnailStripPlaceholder({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={className} data-strip-placeholder>
      <div className={stripLayout.header} />
      <div className={stripLayout.viewport}>
        <div className={stripLayout.track}>
          {Array.from({ length: THUMBNAILS_PER_VIEW.vertical }, (_, index) => (
            <div key={index} className={stripLayout.slide}>
              <div className={`${stripLayout.thumbnail} border-ink-100`}>
                <div className={stripLayout.drawing} />
                <div className={stripLayout.title} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
