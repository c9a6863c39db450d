import { cn } from "#app/lib/cn.ts";
import { paths } from "#shared/paths.ts";
import { ArtUse } from "./art-use";
import { PatternArtDrawing } from "./pattern-art-drawing";

/**
 * Cover art for a card or slide. A built page draws it with `<use>` from a cached file (scripts/art/ writes
 * one per seed the pages use) instead of inlining its markup per card; development draws it inline.
 */
export function PatternArt({ seed, className }: { seed: number; className?: string }) {
  if (import.meta.env.DEV) return <PatternArtDrawing seed={seed} className={className} />;
  return (
    <svg className={cn("block h-full w-full", className)} aria-hidden="true">
      <ArtUse file={paths.patternArt(seed)} />
    </svg>
  );
}
