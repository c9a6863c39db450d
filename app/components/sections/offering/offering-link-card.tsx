import { Card, stretchedLink } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { OfferingLinkData } from "./types";

/** A card leading to an offering's page: the whole card answers the click, its title names the link. */
export function OfferingLinkCard({ offering, className }: { offering: OfferingLinkData; className?: string }) {
  return (
    <Card as="li" interactive="hover" className={cn("group relative flex flex-col", className)}>
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon name={offering.icon} className="size-5" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-balance text-ink-950">
        <Link href={offering.href} className={cn(stretchedLink, "group-hover:text-brand-700")}>
          {offering.title}
        </Link>
      </h3>
      <p className="mt-2 grow text-pretty text-ink-600">{offering.summary}</p>
      <Icon name="arrow-right" className="mt-5 size-5 text-brand-600 transition-transform group-hover:translate-x-1" />
    </Card>
  );
}
