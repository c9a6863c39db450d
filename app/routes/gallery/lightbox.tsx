import { Icon } from "#app/components/ui/icon.tsx";
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from "react";
import type { GalleryItem } from "#app/.server/content/gallery.ts";
import type { GalleryPage } from "#content/schema/diagram.ts";
import { useFocusTrap } from "#app/components/layout/use-focus-trap.ts";
import { DiagramThumbnail } from "#app/components/sections/diagram/diagram-thumbnail.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ThumbnailStripPlaceholder } from "./thumbnail-strip-placeholder";
import { useDrawing } from "./use-drawing";

// The renderer and the strip's code (and Embla's) load on opening the lightbox, not with the page.
const ResponsiveDiagram = lazy(() =>
  import("#app/components/sections/diagram/responsive-diagram.tsx").then((module) => ({ default: module.ResponsiveDiagram })),
);
const ThumbnailStrip = lazy(() => import("./thumbnail-strip").then((module) => ({ default: module.ThumbnailStrip })));

/** Below the drawing under 991 px, beside it from 991 px. */
const stripPlace = "mt-8 min-[991px]:mt-0";

type LightboxProps = {
  items: GalleryItem[];
  /** The diagram on show, or null when closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
  copy: GalleryPage["lightbox"];
};

/**
 * A modal <dialog> showing one diagram in full. Focus stays inside (Tab wraps), Escape or the close
 * button closes it and focus returns to the card that opened it; the arrow keys move between diagrams, and
 * a strip of every diagram's thumbnail sits below the drawing (beside it from 991 px). The diagram is drawn
 * only while open, so the gallery page carries each drawing once.
 */
export function Lightbox({ items, index, onMove, onClose, copy }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  const item = open ? items[index] : undefined;
  const drawing = useDrawing(item);

  // Declared before the focus trap so the dialog is showing when the trap moves focus into it.
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, [open]);
  useFocusTrap(dialog, open, onClose);

  const count = items.length;
  const step = (by: number) => index !== null && onMove((index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys the thumbnail strip has already used move its focus, not the diagram.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    }
  };
  const position = index === null ? "" : copy.position.replace("{index}", String(index + 1)).replace("{count}", String(count));

  return (
    <dialog
      ref={dialog}
      aria-labelledby="lightbox-title"
      aria-describedby="lightbox-hint"
      onKeyDown={onKeyDown}
      // Escape through the browser's own handling (e.g. a back gesture) goes through React state too.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(76rem,calc(100vw-1.5rem))] max-w-none overflow-y-auto rounded-card bg-white p-0 text-ink-900 shadow-raised backdrop:bg-ink-950/80"
    >
      {item && index !== null && (
        <div className="p-5 sm:p-8">
          <p className="sr-only" aria-live="polite">
            {position}: {item.title}
          </p>
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
                {item.kind} · {position}
              </p>
              <h2 id="lightbox-title" className="mt-2 text-2xl font-semibold text-balance text-ink-950 sm:text-3xl">
                {item.title}
              </h2>
            </div>
            <Button variant="outline" size="icon" onClick={onClose} aria-label={copy.close} className="shrink-0">
              <Icon name="x" />
            </Button>
          </div>
          <div className="mt-6 min-[991px]:grid min-[991px]:grid-cols-[minmax(0,1fr)_13rem] min-[991px]:items-start min-[991px]:gap-8">
            <figure className="min-w-0" aria-busy={drawing.status === "loading"}>
              {drawing.status === "ready" ? (
                <Suspense fallback={<DrawingPlaceholder item={item} />}>
                  <ResponsiveDiagram
                    diagram={drawing.drawing}
                    idPrefix={`lightbox-${item.slug}`}
                    label={item.title}
                    labelledBy="lightbox-title"
                    describedBy="lightbox-caption"
                    scrollHint={copy.scrollHint}
                    scaledToFit
                  />
                </Suspense>
              ) : (
                <DrawingPlaceholder item={item} />
              )}
              {drawing.status !== "ready" && (
                <p role="status" className="mt-3 text-sm text-ink-600">
                  {drawing.status === "loading" ? copy.loading : copy.loadFailed}
                </p>
              )}
              <figcaption id="lightbox-caption" className="mt-4 max-w-reading text-pretty text-ink-700">
                {item.caption}
              </figcaption>
            </figure>
            <Suspense fallback={<ThumbnailStripPlaceholder className={stripPlace} />}>
              <ThumbnailStrip items={items} current={index} onSelect={onMove} copy={copy.strip} className={stripPlace} />
            </Suspense>
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-5">
            <Button variant="outline" onClick={() => step(-1)}>
              <Icon name="chevron-left" />
              <span className="sr-only sm:not-sr-only">{copy.previous}</span>
            </Button>
            <a
              href={item.href}
              className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              {copy.openPage}
            </a>
            <Button variant="outline" onClick={() => step(1)}>
              <span className="sr-only sm:not-sr-only">{copy.next}</span>
              <Icon name="chevron-right" />
            </Button>
          </div>
          <p id="lightbox-hint" className="mt-4 hidden text-sm text-ink-600 sm:block">
            {copy.keyboardHint}
          </p>
        </div>
      )}
    </dialog>
  );
}

/** The outline holds the drawing's place while it (or its renderer) loads, or if it cannot. */
function DrawingPlaceholder({ item }: { item: GalleryItem }) {
  return (
    <div className={cn(cardClass({ elevation: "flat", padding: 3 }), "sm:p-5")}>
      <DiagramThumbnail outline={item.outline} className="h-auto opacity-60" />
    </div>
  );
}
