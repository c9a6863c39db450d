import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { listQuery, type ResourceFilters } from "#app/lib/resource-filters.ts";

type PaginationProps = {
  pathname: string;
  filters: ResourceFilters;
  page: number;
  pageCount: number;
  anchor: string;
  copy: { label: string; previous: string; next: string; page: string };
};

const pill = "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-control border px-3 text-sm font-medium";

/** Links to every page of a filtered list; each page is an address of its own. */
export function Pagination({ pathname, filters, page, pageCount, anchor, copy }: PaginationProps) {
  if (pageCount < 2) return null;
  const href = (target: number) => `${pathname}${listQuery(filters, target)}#${anchor}`;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={copy.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={cn(pill, "border-ink-300 text-ink-800 hover:border-brand-600 hover:text-brand-700")}>
              <Icon name="chevron-left" className="size-4" />
              {copy.previous}
            </Link>
          </li>
        )}
        {pages.map((target) => (
          <li key={target}>
            <Link
              href={href(target)}
              aria-label={copy.page.replace("{page}", String(target))}
              aria-current={target === page ? "page" : undefined}

              className={cn(
                pill,
                target === page
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-ink-300 text-ink-800 hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {target}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} className={cn(pill, "border-ink-300 text-ink-800 hover:border-brand-600 hover:text-brand-700")}>
              {copy.next}
              <Icon name="chevron-right" className="size-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
