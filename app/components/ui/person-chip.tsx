import { cn } from "#app/lib/cn.ts";

type Person = { name: string; role: string; initials: string };

/** A person by initials, name and role: the site shows no photographs of people. */
export function PersonChip({ person, className }: { person: Person; className?: string }) {
  return (
    <div className={cn("flex items-center gap-3.5", className)}>
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-brand-900 text-sm font-semibold tracking-wide text-white"
      >
        {person.initials}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold whitespace-nowrap text-ink-950">{person.name}</span>
        <span className="block text-sm text-ink-600">{person.role}</span>
      </span>
    </div>
  );
}
