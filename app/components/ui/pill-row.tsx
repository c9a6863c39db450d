import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "#app/lib/cn.ts";

const alignments = { start: "", center: "sm:justify-center" } as const;

type PillRowProps<E extends ElementType> = { as?: E; align?: keyof typeof alignments } & Omit<ComponentPropsWithoutRef<E>, "as">;

/**
 * A row of pills (the practices as links or as tabs), with one behaviour everywhere: on phones the pills stay
 * on one line that scrolls sideways, its right edge fading to show that more follow; from 640 px they wrap.
 */
export function PillRow<E extends ElementType = "ul">({ as, align = "start", className, ...props }: PillRowProps<E>) {
  const Element: ElementType = as ?? "ul";
  return (
    <Element
      data-pill-row=""
      className={cn(
        "-mx-5 flex gap-2 overflow-x-auto px-5 py-1 max-sm:mask-r-from-[calc(100%-2.5rem)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0",
        alignments[align],
        className,
      )}
      {...props}
    />
  );
}

/** One pill: a link or a tab; `selected` marks the current one, the only pill drawn filled. */
export function pillClass(selected = false): string {
  return cn(
    "inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
    selected
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-ink-200 bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700",
  );
}
