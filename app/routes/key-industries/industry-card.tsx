import { Card, stretchedLink } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { DotList } from "#app/components/ui/dot-list.tsx";

export type IndustryCardData = {
  slug: string;
  href: string;
  name: string;
  icon: IconName;
  summary: string;
  topics: string[];
  action: string;
};

/** A hub card: the whole card follows its one link, whose name says where it goes. */
export function IndustryCard({ card, className }: { card: IndustryCardData; className?: string }) {
  return (
    <Card as="li" padding={7} interactive="link" className={cn("group flex flex-col", className)}>
      <span className="flex size-12 items-center justify-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-6 text-xl font-semibold text-ink-950">{card.name}</h3>
      <p className="mt-3 text-pretty text-ink-600">{card.summary}</p>
      <DotList items={card.topics} className="mt-5 mb-6 space-y-2 border-t border-ink-100 pt-5 text-sm text-ink-700" />
      <Link
        href={card.href}
        className={cn(
          stretchedLink,
          "mt-auto inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 focus-visible:outline-none",
        )}
      >
        {card.action}
        <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </Card>
  );
}
