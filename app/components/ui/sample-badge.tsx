import { cn } from "#app/lib/cn.ts";

/** The badge on a sample entry (a review, a testimonial, a webinar): says on the page that it is not real yet. */
export function SampleBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span className={cn("rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-ink-700 uppercase", className)}>
      {label}
    </span>
  );
}
