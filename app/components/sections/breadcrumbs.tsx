import { Icon } from "#app/components/ui/icon.tsx";
import type { BreadcrumbTrail } from "#app/lib/breadcrumbs.ts";
import { Link } from "#app/components/ui/link.tsx";

/** Home › Section › Page above an inner page's title, with the same trail as BreadcrumbList JSON-LD. */
export function Breadcrumbs({ trail }: { trail: BreadcrumbTrail }) {
  const last = trail.crumbs.length - 1;
  return (
    <nav aria-label={trail.label} className="mb-6 text-sm">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: trail.jsonLd }} />
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-ink-200">
        {trail.crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index > 0 && <Icon name="chevron-right" className="size-3.5 text-ink-400" />}
            {index === last ? (
              <span aria-current="page" className="font-medium text-white">
                {crumb.label}
              </span>
            ) : (
              <Link href={crumb.path} className="underline-offset-4 hover:text-white hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
