import { Card, stretchedLink } from "#app/components/ui/card.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cardVariantStyles, type CardVariant } from "#app/lib/card-variants.ts";
import { cn } from "#app/lib/cn.ts";

export type CatalogueCardData = { heading: string; content: string; type: number; variant: CardVariant; href?: string };
/** Cards by service family. */
export type CatalogueCards = Record<string, CatalogueCardData[]>;
/** Every tab, the cards that came with the page (the first tab's), and where the others are fetched from. */
export type CatalogueData = { tabs: { family: string; title: string; cardCount: number }[]; cards: CatalogueCards; moreCardsHref: string };

export function CatalogueCard({ card, index, className }: { card: CatalogueCardData; index: number; className?: string }) {
  const style = cardVariantStyles[card.variant];
  return (
    <Card
      as="li"
      elevation="card"
      padding={card.variant === "compact" ? 5 : 6}
      interactive={card.href ? "hover" : "none"}
      className={cn("relative flex flex-col", className)}
      data-card-type={card.type}
    >
      <span className={cn("font-mono text-sm font-semibold tabular-nums", style.accent)} aria-hidden="true">
        {String(index + 1).padStart(2, "0")}
      </span>
      <h3 className={cn("mt-3 font-semibold text-balance", style.heading)}>
        {/* The whole card answers the click; the heading alone names the link. */}
        {card.href ? (
          <Link href={card.href} className={cn(stretchedLink, "hover:underline hover:underline-offset-4")}>
            {card.heading}
          </Link>
        ) : (
          card.heading
        )}
      </h3>
      <p className={cn("mt-2 text-pretty", style.body)}>{card.content}</p>
    </Card>
  );
}
