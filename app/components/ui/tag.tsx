import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const surfaces = { tint: "bg-brand-50", white: "bg-white" } as const;
const sizes = { sm: "text-sm", xs: "text-xs" } as const;

type TagProps = ComponentProps<"span"> & { surface?: keyof typeof surfaces; size?: keyof typeof sizes };

export function Tag({ surface = "tint", size = "sm", className, ...props }: TagProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-100 ring-inset",
        surfaces[surface],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
