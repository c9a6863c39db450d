import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The card's tones: white on the page (plain), a quiet grey panel (muted), a border only (outline), an empty
 * state (dashed), the brand's pale tint (tint), glass on a dark section (translucent), dark brand panels with
 * white text (brand, brand-deep), or nothing, the caller painting the surface (bare). Their look lives in
 * app/app.css (.card-*), each tone with its usual shadow, so that the pages' JavaScript carries only the names.
 */
export type CardTone = "plain" | "muted" | "outline" | "dashed" | "tint" | "translucent" | "brand" | "brand-deep" | "bare";
/** A shadow other than the tone's own. */
export type CardElevation = "flat" | "card" | "raised";
const paddings = { 0: "", 3: "p-3", 4: "p-4", 5: "p-5", 6: "p-6", 7: "p-7", 8: "p-8" } as const;
/**
 * What answers the pointer: "hover" lifts the card; "link" also rings it while the link stretched over it
 * (stretchedLink) has keyboard focus.
 */
export type CardOptions = {
  tone?: CardTone;
  elevation?: CardElevation;
  padding?: keyof typeof paddings;
  interactive?: "none" | "hover" | "link";
};

/** A card's classes, for an element that cannot be a Card (a carousel's viewport, a menu panel). */
export function cardClass({ tone = "plain", elevation, padding = 6, interactive = "none" }: CardOptions = {}): string {
  return cn(
    "card",
    tone !== "bare" && `card-${tone}`,
    tone.startsWith("brand") && "surface-dark",
    elevation && `card-${elevation}`,
    paddings[padding],
    interactive !== "none" && `card-${interactive}`,
  );
}

/** Stretches a card's one link over the whole card, so the card answers the click and keeps the card's corners. */
export const stretchedLink = "after:absolute after:inset-0 after:rounded-card";

type CardProps<E extends ElementType> = CardOptions & { as?: E } & Omit<ComponentPropsWithoutRef<E>, keyof CardOptions | "as">;

/** A card: a rounded surface in one of the tones above. `className` only adds layout, never a tone. */
export function Card<E extends ElementType = "div">({ as, tone, elevation, padding, interactive, className, ...props }: CardProps<E>) {
  const Element: ElementType = as ?? "div";
  return <Element className={cn(cardClass({ tone, elevation, padding, interactive }), className)} {...props} />;
}
