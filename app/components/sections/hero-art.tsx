import type { HeroMotif } from "#app/lib/hero-motif.ts";
import { paths } from "#shared/paths.ts";
import { ArtUse } from "./art-use";
import { HeroArtDrawing } from "./hero-art-drawing";

/** The banner of pages that name no seed, such as the error pages, which are rendered only when asked for. */
export const DEFAULT_HERO_SEED = 7;

/**
 * A banner's drawing in a motif (the home page's network mesh unless told). A built page draws it with `<use>`
 * from a cached file (scripts/art/ writes one per motif and seed the pages use) instead of carrying a few
 * kilobytes of path data in its HTML; development, which has no build, draws it inline. Vector content, not an
 * image: it never becomes the page's largest paint.
 */
export function HeroArt({ seed = DEFAULT_HERO_SEED, motif = "mesh" }: { seed?: number; motif?: HeroMotif }) {
  if (import.meta.env.DEV) return <HeroArtDrawing seed={seed} motif={motif} />;
  return (
    <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
      <ArtUse file={paths.heroArt(motif, seed)} />
    </svg>
  );
}
