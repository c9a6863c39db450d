import { cn } from "#app/lib/cn.ts";

/** The wordmark: a faceted prism (data refracted into insight) beside the short name. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" className="fill-brand-700" />
        <path d="M16 2 29 9.5 16 17 3 9.5Z" className="fill-brand-500" />
        <path d="M16 17 29 9.5v13L16 30Z" className="fill-accent-400" />
      </svg>
      <span className="text-xl">{name}</span>
    </span>
  );
}
