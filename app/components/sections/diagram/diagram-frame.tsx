import { cardClass } from "#app/components/ui/card.tsx";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The box a full diagram sits in. Narrow screens keep the drawing wide enough to read and scroll it
 * sideways inside the box; the box takes keyboard focus so it can be scrolled without a pointer.
 */
export function DiagramFrame({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={label}
      className={cn(
        cardClass({ elevation: "flat", padding: 3 }),
        "overflow-x-auto sm:p-5 [&>svg]:min-w-[56rem] lg:[&>svg]:min-w-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
