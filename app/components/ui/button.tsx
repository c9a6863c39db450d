import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const base =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors duration-200 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-accent-400 text-ink-950 hover:bg-accent-300",
  brand: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border border-ink-300 bg-white text-ink-900 hover:border-brand-600 hover:text-brand-700",
  "outline-light": "border border-white/40 text-white hover:border-white hover:bg-white/10",
  ghost: "text-brand-700 hover:bg-brand-50",
} as const;

const sizes = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
  icon: "size-11",
} as const;

export type ButtonVariants = { variant?: keyof typeof variants | null; size?: keyof typeof sizes | null; className?: string };

/** The classes of a button look, for buttons and for links that look like one (a typed map: no variant library in the browser). */
export function buttonVariants({ variant, size, className }: ButtonVariants = {}): string {
  return cn(base, variants[variant ?? "primary"], sizes[size ?? "md"], className);
}

export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
