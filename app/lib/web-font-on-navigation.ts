import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

declare global {
  interface Window {
    /** Set by the head script (app/lib/head-script.ts). */
    applyWebFont?: () => void;
  }
}

/**
 * A first visit's page keeps the fallback font under its text (app/lib/head-script.ts); the next page reached
 * by client-side navigation takes the web font before it is painted, so no text on screen ever rewraps.
 */
export function useWebFontOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.applyWebFont?.();
  }, [pathname]);
}
