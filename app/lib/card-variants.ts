/** The home catalogue's card type numbers (SPEC section 2) by the look each one names. */
export const cardVariantByType = { 0: "standard", 1: "lead", 3: "compact", 4: "emphasis" } as const;

export type CardVariant = (typeof cardVariantByType)[keyof typeof cardVariantByType];
