import { cn } from "#app/lib/cn.ts";

/** The prism's faces, in the design tokens' colours (the build's share images draw the same mark). */
const facets = [
  { d: "M16 2 29 9.5v13L16 30 3 22.5v-13Z", fill: "var(--color-brand-700)" },
  { d: "M16 2 29 9.5 16 17 3 9.5Z", fill: "var(--color-brand-500)" },
  { d: "M16 17 29 9.5v13L16 30Z", fill: "var(--color-accent-400)" },
];

/** The mark alone: a faceted prism, data refracted into insight. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-8 shrink-0", className)} aria-hidden="true">
      {facets.map((facet) => (
        <path key={facet.d} d={facet.d} fill={facet.fill} />
      ))}
    </svg>
  );
}

/** The wordmark: the prism beside the short name. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", className)}>
      <LogoMark />
      <span className="text-xl">{name}</span>
    </span>
  );
}
