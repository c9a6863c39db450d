import { useLayoutEffect, type RefObject } from "react";

/** The CSS property app.css reserves at the bottom of the page while the cookie notice shows. */
const NOTICE_SPACE_PROPERTY = "--cookie-notice-space";

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Keeps what the visitor works with clear of a notice pinned to the bottom of the viewport: the page reserves the
 * space from the notice's top edge to the viewport's bottom (scroll padding, so focus and anchors scroll above
 * it, and room after the footer), and an element focused under the notice (a tap on a field's visible edge,
 * which the browser does not scroll for) is scrolled into view above it.
 */
export function useSpaceUnderNotice(noticeRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const notice = noticeRef.current;
    if (!notice) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(NOTICE_SPACE_PROPERTY, `${Math.ceil(window.innerHeight - notice.getBoundingClientRect().top)}px`);
    const keepClear = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || notice.contains(target)) return;
      if (overlap(target.getBoundingClientRect(), notice.getBoundingClientRect())) target.scrollIntoView({ block: "nearest" });
    };
    measure();
    // The notice's height changes as its text rewraps (the font, the width); jsdom has no ResizeObserver.
    const observer = "ResizeObserver" in window ? new ResizeObserver(measure) : undefined;
    observer?.observe(notice);
    window.addEventListener("resize", measure);
    document.addEventListener("focusin", keepClear);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
      document.removeEventListener("focusin", keepClear);
      root.style.removeProperty(NOTICE_SPACE_PROPERTY);
    };
  }, [noticeRef]);
}
