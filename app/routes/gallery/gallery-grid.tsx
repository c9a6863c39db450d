import { useState, type MouseEvent } from "react";
import type { GalleryItem } from "#app/.server/content/gallery.ts";
import type { GalleryPage } from "#content/schema/diagram.ts";
import { StaticHtml } from "#app/rendering/static-html.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Lightbox } from "./lightbox";

/**
 * The gallery's cards. Without JavaScript each title links to the diagram's own page; with it, the
 * same link opens the lightbox (a modified click still opens the page, e.g. in a new tab).
 */
/** A card as the page gets it: its words, the lightbox's outline, and its crop already drawn (DiagramCrop). */
export type GalleryCard = GalleryItem & { cropHtml: string };

export function GalleryGrid({ items, copy }: { items: GalleryCard[]; copy: GalleryPage["lightbox"] }) {
  const [index, setIndex] = useState<number | null>(null);
  const hydrated = useHydrated();

  const open = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Focus the opener first: the dialog gives focus back to it on close.
    event.currentTarget.focus();
    setIndex(at);
  };

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item, at) => (
          <li
            key={item.slug}
            className="group relative flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500"
          >
            <div
              data-gallery-crop=""
              className={cn(
                "relative overflow-hidden border-b border-ink-100 bg-ink-50",
                // Soft edges say the picture is a detail of a larger drawing.
                "before:absolute before:inset-y-0 before:left-0 before:z-10 before:w-[12%] before:bg-linear-to-r before:from-ink-50 before:to-ink-50/0",
                "after:absolute after:inset-y-0 after:right-0 after:z-10 after:w-[12%] after:bg-linear-to-l after:from-ink-50 after:to-ink-50/0",
              )}
            >
              <StaticHtml html={item.cropHtml} className="relative left-1/2 w-max -translate-x-1/2" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase">{item.kind}</p>
              <h3 className="mt-2 text-lg font-semibold text-balance text-ink-950">
                <a
                  href={item.href}
                  onClick={(event) => open(event, at)}
                  aria-haspopup={hydrated ? "dialog" : undefined}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                >
                  {item.title}
                </a>
              </h3>
              <p className="mt-2 text-sm text-pretty text-ink-600">{item.caption}</p>
            </div>
          </li>
        ))}
      </ul>
      <Lightbox items={items} index={index} onMove={setIndex} onClose={() => setIndex(null)} copy={copy} />
    </>
  );
}
