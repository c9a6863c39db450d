import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Tag({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100 ring-inset", className)}
      {...props}
    />
  );
}
