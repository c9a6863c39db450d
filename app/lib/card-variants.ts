/** The home catalogue's card type numbers (the original site's, docs/content.md) by the look each one names. */
export const cardVariantByType = { 0: "standard", 1: "lead", 3: "compact", 4: "emphasis" } as const;

export type CardVariant = (typeof cardVariantByType)[keyof typeof cardVariantByType];

/**
 * Each look: the classes of its heading, its text and its accent (index numbers, art). A type sets text
 * styling only: every card of a grid keeps the same plain surface, because a tinted or dark card reads as
 * selected or hovered (docs/design.md, "Card emphasis").
 */
export const cardVariantStyles: Record<CardVariant, { heading: string; body: string; accent: string }> = {
  standard: { heading: "text-lg text-ink-950", body: "text-ink-600", accent: "text-brand-600" },
  lead: { heading: "text-xl text-ink-950", body: "text-ink-700", accent: "text-brand-700" },
  compact: { heading: "text-base text-ink-950", body: "text-sm text-ink-600", accent: "text-brand-600" },
  emphasis: { heading: "text-lg text-brand-800", body: "text-ink-600", accent: "text-accent-700" },
};
