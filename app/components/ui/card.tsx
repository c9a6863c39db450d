import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-card border border-ink-200 bg-white p-6 shadow-card", className)} {...props} />;
}
