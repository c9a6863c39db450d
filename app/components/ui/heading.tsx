import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

type Level = 1 | 2 | 3 | 4;

const sizes = {
  display: "text-4xl sm:text-5xl lg:text-6xl tracking-tight",
  /** The home page's h1, a step above every other page's h1 ("display") at each width. */
  hero: "text-[2.625rem] leading-[1.08] sm:text-6xl lg:text-7xl tracking-tight",
  section: "text-3xl sm:text-4xl tracking-tight",
  panel: "text-2xl sm:text-3xl tracking-tight",
  card: "text-xl sm:text-2xl",
  small: "text-lg",
} as const;

export type HeadingSize = keyof typeof sizes;

const sizeOfLevel: Record<Level, HeadingSize> = { 1: "display", 2: "section", 3: "card", 4: "small" };

/** `level` is the outline; `size` changes only the look, so className never has to fight the type scale. */
export function Heading({ level = 2, size, className, ...props }: ComponentProps<"h2"> & { level?: Level; size?: HeadingSize }) {
  const Tag = `h${level}` as const;
  return <Tag className={cn("font-semibold text-balance", sizes[size ?? sizeOfLevel[level]], className)} {...props} />;
}
