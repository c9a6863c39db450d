import { useEffect, type RefObject } from "react";
import { REVEAL_OFFSET_PX } from "./motion-constants";

/**
 * Animate-on-scroll without hiding anything that was ever visible. The markup renders every
 * `[data-reveal]` item in place; only after hydration are the items still wholly below the fold marked
 * "pending" (the CSS fades and slides them from there), and each turns "shown" once it comes within
 * REVEAL_OFFSET_PX of the viewport's bottom. Items in view, reduced motion, or no IntersectionObserver:
 * nothing is marked. `key` re-runs the hook when the same list shows new items (another industry).
 */
export function useRevealOnScroll(container: RefObject<HTMLElement | null>, key?: unknown) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const below = [...root.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
      (item) => item.getBoundingClientRect().top >= window.innerHeight,
    );
    if (below.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    for (const item of below) {
      item.dataset.reveal = "pending";
      observer.observe(item);
    }
    return () => {
      observer.disconnect();
      for (const item of below) item.dataset.reveal = "";
    };
  }, [container, key]);
}
