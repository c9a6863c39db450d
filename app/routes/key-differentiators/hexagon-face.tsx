import type { Differentiator } from "#content/schema/differentiator.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

// A pointy-top hexagon fills its cell; an 8 % margin leaves the gaps between neighbours and room for the focus ring.
const hexClip = "[clip-path:polygon(50%_0,100%_25%,100%_75%,50%_100%,0_75%,0_25%)]";
const shape = cn(
  hexClip,
  "absolute inset-[4%] flex flex-col items-center justify-center gap-1 px-[14%] text-center transition-colors duration-200",
);
const looks = {
  selected: "bg-brand-700 text-white",
  idle: "bg-brand-50 text-brand-900 group-hover:bg-brand-100",
  /** Selected from the first paint when JavaScript is on, before React takes over the links. */
  initial: "bg-brand-50 text-brand-900 [html.js_&]:bg-brand-700 [html.js_&]:text-white",
};

export type HexLook = keyof typeof looks;

/** The hexagon itself: icon and name on the shape; the control around it is a tab or a link. */
export function HexagonFace({ item, look }: { item: Differentiator; look: HexLook }) {
  return (
    <>
      {/* The focus ring follows the hexagon: a larger one behind the face, shown while its tab has keyboard focus. */}
      <span aria-hidden="true" className={cn(hexClip, "absolute inset-0 hidden bg-brand-500 group-focus-visible:block")} />
      <span className={cn(shape, looks[look])}>
        <Icon name={item.icon} className="hidden size-6 shrink-0 sm:block lg:size-7" />
        <span className="text-[0.6875rem] leading-tight font-semibold text-balance sm:text-sm">{item.name}</span>
      </span>
    </>
  );
}

/** Cell sizes: two rows of three, the second shifted by half a hexagon and tucked under the first. */
export const honeycomb = "grid w-max grid-cols-[repeat(7,calc(var(--hex)/2))] [--hex:5.75rem] sm:[--hex:8.5rem] lg:[--hex:9.5rem]";
export function cellPlace(index: number) {
  const row = index < 3 ? "row-start-1" : "row-start-2 -mt-[calc(var(--hex)*0.2887)]";
  const column = ["col-start-1", "col-start-3", "col-start-5", "col-start-2", "col-start-4", "col-start-6"][index];
  return cn("group relative col-span-2 h-[calc(var(--hex)*1.1547)] w-(--hex)", row, column);
}
