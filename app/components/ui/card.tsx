import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "#app/lib/cn.ts";

/** The card's surfaces: the one place their border, fill and text colour are written. */
const tones = {
  /** White on the page, the usual card. */
  plain: "border border-ink-200 bg-white",
  /** A quiet grey panel: summaries, forms, asides. */
  muted: "border border-ink-200 bg-ink-50",
  /** A border and nothing else. */
  outline: "border border-ink-200",
  /** An empty state's placeholder. */
  dashed: "border border-dashed border-ink-300",
  /** The brand's pale tint (the catalogue's lead cards). */
  tint: "border border-brand-200 bg-brand-50",
  /** A glass panel on a dark section. */
  translucent: "border border-white/10 bg-white/5",
  /** Dark brand panels, with white text. */
  brand: "surface-dark bg-brand-900 text-white",
  "brand-deep": "surface-dark bg-brand-950 text-white",
  /** No fill or border: the caller paints the surface (skeletons, art panels). */
  bare: "",
} as const;

const elevations = { flat: "", card: "shadow-card", raised: "shadow-raised" } as const;
const defaultElevation: Record<CardTone, CardElevation> = {
  plain: "card",
  muted: "flat",
  outline: "flat",
  dashed: "flat",
  tint: "card",
  translucent: "flat",
  brand: "raised",
  "brand-deep": "raised",
  bare: "flat",
};
const paddings = { 0: "", 3: "p-3", 4: "p-4", 5: "p-5", 6: "p-6", 7: "p-7", 8: "p-8" } as const;
/**
 * What answers the pointer: "hover" lifts the card; "link" also rings it while the link stretched over it
 * (stretchedLink) has keyboard focus.
 */
const interactions = {
  none: "",
  hover: "transition-shadow hover:shadow-raised",
  link: "relative transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500",
} as const;

export type CardTone = keyof typeof tones;
export type CardElevation = keyof typeof elevations;
export type CardOptions = { tone?: CardTone; elevation?: CardElevation; padding?: keyof typeof paddings; interactive?: keyof typeof interactions };

/** A card's classes, for an element that cannot be a Card (a carousel's viewport, a menu panel). */
export function cardClass({ tone = "plain", elevation, padding = 6, interactive = "none" }: CardOptions = {}): string {
  return cn("rounded-card", tones[tone], elevations[elevation ?? defaultElevation[tone]], paddings[padding], interactions[interactive]);
}

/** Stretches a card's one link over the whole card, so the card answers the click and keeps the card's corners. */
export const stretchedLink = "after:absolute after:inset-0 after:rounded-card";

type CardProps<E extends ElementType> = CardOptions & { as?: E } & Omit<ComponentPropsWithoutRef<E>, keyof CardOptions | "as">;

/** A card: a rounded surface in one of the tones above. `className` only adds layout, never a tone. */
export function Card<E extends ElementType = "div">({ as, tone, elevation, padding, interactive, className, ...props }: CardProps<E>) {
  const Element: ElementType = as ?? "div";
  return <Element className={cn(cardClass({ tone, elevation, padding, interactive }), className)} {...props} />;
}
