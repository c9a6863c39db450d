import { cn } from "#app/lib/cn.ts";

/** The sentence beside a set of samples that says what they stand in for. */
export function SampleNotice({ children, className }: { children: string; className?: string }) {
  return <p className={cn("max-w-2xl text-sm text-ink-600", className)}>{children}</p>;
}
