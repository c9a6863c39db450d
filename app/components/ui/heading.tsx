import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

type Level = 1 | 2 | 3 | 4;

const sizes: Record<Level, string> = {
  1: "text-4xl sm:text-5xl lg:text-6xl tracking-tight",
  2: "text-3xl sm:text-4xl tracking-tight",
  3: "text-xl sm:text-2xl",
  4: "text-lg",
};

export function Heading({ level = 2, className, ...props }: ComponentProps<"h2"> & { level?: Level }) {
  const Tag = `h${level}` as const;
  return <Tag className={cn("font-semibold text-balance", sizes[level], className)} {...props} />;
}
