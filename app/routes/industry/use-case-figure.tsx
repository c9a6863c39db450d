import type { IndustryTopic } from "#content/schema/industry.ts";
import { Diagram } from "#app/components/sections/diagram/diagram.tsx";

const twoDigits = (n: number) => String(n).padStart(2, "0");

type UseCaseFigureProps = { diagram: IndustryTopic["diagram"]; id: string; index: number; count: number };

/**
 * A use case's navy panel: its number, a sentence on its architecture and the drawing (down below 1280 px,
 * across from there), so the panel ends where the drawing does. Rendered in the loader as static HTML: it has
 * nothing to hydrate, so neither the renderer nor the drawing's data reach the page's JavaScript.
 */
export function UseCaseFigure({ diagram, id, index, count }: UseCaseFigureProps) {
  const drawing = { diagram, idPrefix: id, labelledBy: `${id}-title`, describedBy: `${id}-caption`, tone: "dark" as const };
  return (
    <figure data-use-case-panel="" className="bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 px-3 py-6 sm:px-8 xl:px-10 xl:py-8">
      <figcaption className="mx-auto max-w-[26rem] text-sm text-pretty xl:mx-0 xl:max-w-reading">
        <span aria-hidden="true" className="block font-semibold tracking-widest text-accent-300">
          {twoDigits(index + 1)} <span className="text-ink-300">/ {twoDigits(count)}</span>
        </span>
        <span id={`${id}-caption`} className="mt-2 block text-brand-100">
          {diagram.caption}
        </span>
      </figcaption>
      <Diagram {...drawing} orientation="down" className="mx-auto mt-5 max-w-[26rem] xl:hidden" />
      <Diagram {...drawing} className="mt-5 hidden xl:block" />
    </figure>
  );
}
