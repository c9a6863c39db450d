import type { CardTone } from "#app/components/ui/card.tsx";
/** The home catalogue's card type numbers (the original site's, docs/content.md) by the look each one names. */
export const cardVariantByType = { 0: "standard", 1: "lead", 3: "compact", 4: "emphasis" } as const;

export type CardVariant = (typeof cardVariantByType)[keyof typeof cardVariantByType];

/** Each look: the Card tone of its box, and the classes of its heading, its text and its accent (index numbers, art). */
export const cardVariantStyles: Record<CardVariant, { tone: CardTone; heading: string; body: string; accent: string }> = {
  standard: { tone: "plain", heading: "text-lg text-ink-950", body: "text-ink-600", accent: "text-brand-600" },
  lead: { tone: "tint", heading: "text-xl text-brand-800", body: "text-ink-700", accent: "text-brand-700" },
  compact: { tone: "plain", heading: "text-base text-ink-950", body: "text-sm text-ink-600", accent: "text-brand-600" },
  emphasis: { tone: "brand", heading: "text-lg text-white", body: "text-ink-200", accent: "text-accent-300" },
};
