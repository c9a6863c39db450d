/** How far the page scrolls before the header turns solid, in CSS pixels. */
export const HEADER_SCROLL_THRESHOLD = 8;

/**
 * Part of the head script, on every scroll and once the page has painted: the site header's `data-scrolled` is
 * "true" once the page has scrolled past the threshold. Its look follows from that attribute in CSS (app/app.css,
 * "The site header's two looks"), so it turns solid on every page, hydrated or not, with nothing rendered again.
 */
export function markHeaderScrolled(): void {
  document.querySelector("header[data-scrolled]")?.setAttribute("data-scrolled", String(scrollY > HEADER_SCROLL_THRESHOLD));
}
