import { Card, stretchedLink } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { PatternArt } from "#app/components/sections/pattern-art.tsx";
import type { OfferingLinkData } from "#app/components/sections/offering/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Tag } from "#app/components/ui/tag.tsx";

/** An AI offering: cover art of its own, its summary and the strands its page covers. */
export function AiOfferingCard({ offering, artSeed }: { offering: OfferingLinkData & { points: string[] }; artSeed: number }) {
  return (
    <Card as="li" padding={0} interactive="hover" className="group relative flex flex-col overflow-hidden">
      <div className="relative h-36 sm:h-44">
        <PatternArt seed={artSeed} />
        <span className="absolute bottom-5 left-6 flex size-14 items-center justify-center rounded-2xl bg-white/10 text-white ring-1 ring-white/25 backdrop-blur-sm">
          <Icon name={offering.icon} className="size-7" />
        </span>
      </div>
      <div className="flex grow flex-col p-6 sm:p-8">
        <h3 className="text-2xl font-semibold tracking-tight text-ink-950">
          <Link href={offering.href} className={cn(stretchedLink, "group-hover:text-brand-700")}>
            {offering.title}
          </Link>
        </h3>
        <p className="mt-3 text-lg text-pretty text-ink-600">{offering.summary}</p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {offering.points.map((point) => (
            <li key={point}>
              <Tag>{point}</Tag>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Icon name="arrow-right" className="size-5 text-brand-600 transition-transform group-hover:translate-x-1" />
        </div>
      </div>
    </Card>
  );
}
