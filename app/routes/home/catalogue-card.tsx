import type { CatalogueCard as CardData } from "#content/schema.ts";
import { cn } from "#app/lib/cn.ts";

/** Text styling per card type (0 standard, 1 lead, 3 compact, 4 emphasis). */
const styles = {
  0: { box: "border border-ink-200 bg-white", heading: "text-lg text-ink-950", body: "text-ink-600", index: "text-brand-600" },
  1: { box: "border border-brand-200 bg-brand-50", heading: "text-xl text-brand-800", body: "text-ink-700", index: "text-brand-700" },
  3: { box: "border border-ink-200 bg-white", heading: "text-base text-ink-950", body: "text-sm text-ink-600", index: "text-brand-600" },
  4: { box: "surface-dark bg-brand-900 text-white", heading: "text-lg text-white", body: "text-ink-200", index: "text-accent-300" },
} as const;

export function CatalogueCard({ card, index }: { card: CardData; index: number }) {
  const style = styles[card.type];
  return (
    <li className={cn("flex flex-col rounded-card p-6 shadow-card", card.type === 3 && "p-5", style.box)} data-card-type={card.type}>
      <span className={cn("font-mono text-sm font-semibold tabular-nums", style.index)} aria-hidden="true">
        {String(index + 1).padStart(2, "0")}
      </span>
      <h3 className={cn("mt-3 font-semibold text-balance", style.heading)}>{card.heading}</h3>
      <p className={cn("mt-2 text-pretty", style.body)}>{card.content}</p>
    </li>
  );
}
