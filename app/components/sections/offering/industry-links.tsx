import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { LinkData } from "./types";

/** The industries an offering serves, each a link to its industry page. */
export function IndustryLinks({ items }: { items: LinkData[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((industry) => (
        <li key={industry.href}>
          <Link
            href={industry.href}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-200 bg-white px-5 font-medium text-ink-800 shadow-card transition-colors hover:border-brand-500 hover:text-brand-700"
          >
            {industry.label}
            <Icon name="arrow-right" className="size-4 text-brand-600" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
