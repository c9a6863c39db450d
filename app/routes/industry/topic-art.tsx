import { ArtUse } from "#app/components/sections/art-use.tsx";
import { cn } from "#app/lib/cn.ts";
import { paths } from "#app/lib/paths.ts";
import { H, TopicArtDrawing, W } from "./topic-art-drawing";

/**
 * A topic card's data-flow diagram. A built page draws it with `<use>` from a cached file (scripts/art/ writes
 * one per seed the pages use); development draws it inline. The viewBox keeps the picture's proportions.
 */
export function TopicArt({ seed, className }: { seed: number; className?: string }) {
  if (import.meta.env.DEV) return <TopicArtDrawing seed={seed} className={className} />;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={cn("block", className)} aria-hidden="true" focusable="false">
      <ArtUse file={paths.topicArt(seed)} />
    </svg>
  );
}
