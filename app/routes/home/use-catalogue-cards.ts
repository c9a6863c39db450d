import { useCallback, useRef, useState } from "react";
import type { CatalogueCards } from "./catalogue-card";

type Status = "idle" | "loading" | "ready" | "failed";

const isCardMap = (value: unknown): value is CatalogueCards =>
  typeof value === "object" && value !== null && Object.values(value).every(Array.isArray);

/**
 * The catalogue's cards: those that came with the page, and the rest from one file, fetched once.
 * `load()` starts the fetch unless it is running, done or has failed; `load({ retry: true })` also tries
 * again after a failure. A failure is an answer, never a crash.
 */
export function useCatalogueCards(initial: CatalogueCards, href: string) {
  const [cards, setCards] = useState(initial);
  const [status, setStatus] = useState<Status>("idle");
  // The status as of now, for calls made before React renders again (a focus and a click in one turn).
  const current = useRef<Status>("idle");

  const load = useCallback(
    ({ retry = false } = {}) => {
      if (current.current === "loading" || current.current === "ready" || (current.current === "failed" && !retry)) return;
      const settle = (next: Status) => {
        current.current = next;
        setStatus(next);
      };
      settle("loading");
      fetch(href, { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then((more) => {
          if (!isCardMap(more)) throw new Error("Unexpected catalogue cards");
          setCards((known) => ({ ...more, ...known }));
          settle("ready");
        })
        .catch(() => settle("failed"));
    },
    [href],
  );

  return { cards, status, load };
}
