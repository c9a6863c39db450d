import { useEffect } from "react";

/** Marks <html data-hydrated> once React has taken over the page, so browser tests act on live controls. */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
