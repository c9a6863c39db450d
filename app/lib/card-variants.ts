/** The home catalogue's card type numbers (the original site's, docs/content.md) by the look each one names. */
export const cardVariantByType = { 0: "standard", 1: "lead", 3: "compact", 4: "emphasis" } as const;

export type CardVariant = (typeof cardVariantByType)[keyof typeof cardVariantByType];

/** The classes of each look: the card's box, its heading, its text and its accent (index numbers, art). */
export const cardVariantStyles: Record<CardVariant, { box: string; heading: string; body: string; accent: string }> = {
  standard: { box: "border border-ink-200 bg-white", heading: "text-lg text-ink-950", body: "text-ink-600", accent: "text-brand-600" },
  lead: { box: "border border-brand-200 bg-brand-50", heading: "text-xl text-brand-800", body: "text-ink-700", accent: "text-brand-700" },
  compact: { box: "border border-ink-200 bg-white", heading: "text-base text-ink-950", body: "text-sm text-ink-600", accent: "text-brand-600" },
  emphasis: { box: "surface-dark bg-brand-900 text-white", heading: "text-lg text-white", body: "text-ink-200", accent: "text-accent-300" },
};
