import { cardClass } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type DiagramFrameProps = {
  label: string;
  /** True when the drawing stays wide on narrow screens and scrolls sideways inside the box. */
  scrolls: boolean;
  scrollHint: string;
  children: ReactNode;
  className?: string;
};

/**
 * The box a full diagram sits in. A drawing that cannot be drawn down keeps its width on narrow screens and
 * scrolls sideways inside the box, which then takes keyboard focus, fades at its right edge and says that it
 * scrolls. The fade and the hint show only while the box is narrower than the drawing (a container query).
 */
export function DiagramFrame({ label, scrolls, scrollHint, children, className }: DiagramFrameProps) {
  const box = cn(cardClass({ elevation: "flat", padding: 3 }), "sm:p-5", className);
  if (!scrolls) return <div className={box}>{children}</div>;
  const whileNarrow = "lg:hidden @min-[59rem]:hidden";
  return (
    <div className="@container">
      <div className="relative">
        <div
          tabIndex={0}
          role="group"
          aria-label={label}
          data-scroll-frame=""
          className={cn(box, "overflow-x-auto [&>svg]:min-w-[56rem] lg:[&>svg]:min-w-0")}
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          data-scroll-cue=""
          className={cn(
            "pointer-events-none absolute inset-y-px right-px w-16 rounded-r-card bg-linear-to-l from-white to-white/0",
            whileNarrow,
          )}
        />
      </div>
      <p data-scroll-hint="" className={cn("mt-2 flex items-center justify-end gap-1.5 text-sm font-medium text-ink-700", whileNarrow)}>
        {scrollHint}
        <Icon name="arrow-right" className="size-4" />
      </p>
    </div>
  );
}
