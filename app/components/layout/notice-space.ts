/**
 * Keeps what the visitor works with clear of a notice pinned to the bottom of the viewport: the page reserves the
 * space from the notice's top edge down (app.css's `--cookie-notice-space`: scroll padding, so focus and anchors
 * scroll above it, and room after the footer), and an element focused under the notice (a tap on a field's
 * visible edge, which the browser does not scroll for) is scrolled into view above it. The space is measured
 * again on every resize and focus, since the notice's text rewraps with the width and the font. Loaded by the
 * notice after hydration, out of the script every page loads first; until then app.css reserves an estimate.
 */
export function keepClearOfNotice(notice: HTMLElement): () => void {
  const top = () => notice.getBoundingClientRect().top;
  const measure = () => document.documentElement.style.setProperty("--cookie-notice-space", `${innerHeight - top()}px`);
  const keepClear = (event: FocusEvent) => {
    measure();
    const focused = event.target as Element; // focusin targets an element
    if (!notice.contains(focused) && focused.getBoundingClientRect().bottom > top()) focused.scrollIntoView({ block: "nearest" });
  };
  measure();
  addEventListener("resize", measure);
  document.addEventListener("focusin", keepClear);
  return () => {
    removeEventListener("resize", measure);
    document.removeEventListener("focusin", keepClear);
  };
}
