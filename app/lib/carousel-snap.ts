/**
 * The snap that brings slide `index` into view with the least movement, for a carousel of equal slides
 * that moves one slide per snap (Embla's `slidesToScroll: 1`, `containScroll: "trimSnaps"`, `align: "start"`):
 * snap `s` shows slides `s` to `s + perView - 1`. Stays on `selected` when the slide is already shown.
 */
export function snapKeepingInView(index: number, selected: number, perView: number, snapCount: number): number {
  const last = Math.max(0, snapCount - 1);
  if (index < selected) return Math.min(index, last);
  if (index > selected + perView - 1) return Math.min(index - perView + 1, last);
  return selected;
}

/** Slides a snap shows, from Embla's counts under the same options: the slides the trimmed snaps leave over, plus one. */
export function slidesPerView(slideCount: number, snapCount: number): number {
  return Math.max(1, slideCount - snapCount + 1);
}
