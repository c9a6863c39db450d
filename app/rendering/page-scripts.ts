import { useMatches } from "react-router";

/**
 * A route's `handle` for a page with nothing to hydrate (`export const handle = withoutScripts;`): its document
 * ships no module script, no module preload and no hydration data, only the inline head script, which answers the
 * shell's controls on such pages (docs/first-paint.md, "Pages without scripts").
 */
export const withoutScripts = { scripts: false } as const;

/** Whether a matched route's `handle` says its page needs no scripts. */
export function declaresNoScripts(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { scripts?: unknown }).scripts === false;
}

/**
 * Whether the document ships React Router's scripts: not when a matched route says its page needs none. Once the
 * app runs in the browser (a page reached by client-side navigation), its scripts stay: they are already running.
 */
export function usePageScripts(): boolean {
  const matches = useMatches();
  return !import.meta.env.SSR || !matches.some((match) => declaresNoScripts(match.handle));
}
