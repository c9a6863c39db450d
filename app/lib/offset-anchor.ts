import { useEffect } from "react";
import { useLocation } from "react-router";

/** Anchors that scroll smoothly to a point `offset` px above their target after `delay` ms. */
export const OFFSET_ANCHORS: Record<string, { offset: number; delay: number }> = {
  ourClients: { offset: 250, delay: 100 },
};

export function scrollToOffsetAnchor(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const rule = OFFSET_ANCHORS[id];
  const target = document.getElementById(id);
  if (!rule || !target) return false;
  window.setTimeout(() => {
    const top = target.getBoundingClientRect().top + window.scrollY - rule.offset;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : behavior });
  }, rule.delay);
  return true;
}

/** Applies the offset rule whenever the location lands on one of those anchors, from any page. */
export function useOffsetAnchors() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash) scrollToOffsetAnchor(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);
}
