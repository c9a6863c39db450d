import type { CardVariant } from "#app/lib/card-variants.ts";
import { cn } from "#app/lib/cn.ts";

export type CatalogueCardData = { heading: string; content: string; type: number; variant: CardVariant };
export type CatalogueData = { family: string; title: string; cards: CatalogueCardData[] }[];

const styles: Record<CardVariant, { box: string; heading: string; body: string; index: string }> = {
  standard: { box: "border border-ink-200 bg-white", heading: "text-lg text-ink-950", body: "text-ink-600", index: "text-brand-600" },
  lead: { box: "border border-brand-200 bg-brand-50", heading: "text-xl text-brand-800", body: "text-ink-700", index: "text-brand-700" },
  compact: { box: "border border-ink-200 bg-white", heading: "text-base text-ink-950", body: "text-sm text-ink-600", index: "text-brand-600" },
  emphasis: { box: "surface-dark bg-brand-900 text-white", heading: "text-lg text-white", body: "text-ink-200", index: "text-accent-300" },
};

export function CatalogueCard({ card, index }: { card: CatalogueCardData; index: number }) {
  const style = styles[card.variant];
  return (
    <li className={cn("flex flex-col rounded-card p-6 shadow-card", card.variant === "compact" && "p-5", style.box)} data-card-type={card.type}>
      <span className={cn("font-mono text-sm font-semibold tabular-nums", style.index)} aria-hidden="true">
        {String(index + 1).padStart(2, "0")}
      </span>
      <h3 className={cn("mt-3 font-semibold text-balance", style.heading)}>{card.heading}</h3>
      <p className={cn("mt-2 text-pretty", style.body)}>{card.content}</p>
    </li>
  );
}
