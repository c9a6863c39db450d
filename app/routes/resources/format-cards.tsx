import { Card } from "#app/components/ui/card.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { balancedGrid } from "#app/lib/balanced-grid.ts";
import { cn } from "#app/lib/cn.ts";

export type FormatCardData = { title: string; line: string; href: string; icon: IconName; latest?: { label: string; href: string } };

/** One card per kind of resource: what it is, a link to its list, and its newest entry where it has one. */
export function FormatCards({ cards }: { cards: FormatCardData[] }) {
  const grid = balancedGrid(cards.length, { sm: 2, lg: 3 });
  return (
    <ul className={cn(grid.grid, "mt-10 gap-6")}>
      {cards.map((card, index) => (
        <Card key={card.href} as="li" className={cn("flex flex-col", grid.items[index])}>
          <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset">
            <Icon name={card.icon} className="size-5" />
          </span>
          <h3 className="mt-5 text-xl font-semibold text-ink-950">
            <Link href={card.href} className="group inline-flex items-center gap-1.5 hover:text-brand-700">
              {card.title}
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </Link>
          </h3>
          <p className="mt-2 text-pretty text-ink-600">{card.line}</p>
          {card.latest && (
            <p className="mt-auto border-t border-ink-100 pt-4 text-sm">
              <Link
                href={card.latest.href}
                className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
              >
                {card.latest.label}
              </Link>
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
