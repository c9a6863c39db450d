import { Card } from "#app/components/ui/card.tsx";
import { cardVariantStyles } from "#app/lib/card-variants.ts";
import { cn } from "#app/lib/cn.ts";
import { CardArt } from "./card-art";
import type { TabCardData } from "./types";

/** A card of a tab: art, title and text, styled by its layout-type number as the home catalogue's cards are. */
export function TabCard({ card }: { card: TabCardData }) {
  const style = cardVariantStyles[card.variant];
  return (
    <Card
      as="li"
      elevation="card"
      className={cn(
        "flex flex-col gap-4 sm:flex-row sm:gap-5",
        (card.variant === "lead" || card.variant === "emphasis") && "sm:col-span-2",
      )}
      data-card-type={card.type}
    >
      <CardArt seed={card.seed} className={cn(style.accent, "bg-brand-50")} />
      <div>
        <h4 className={cn("font-semibold text-balance", style.heading)}>{card.title}</h4>
        <p className={cn("mt-2 text-pretty", style.body)}>{card.content}</p>
      </div>
    </Card>
  );
}
