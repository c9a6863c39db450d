import { useId } from "react";
import type { HeroMotif } from "#app/lib/hero-motif.ts";
import { motifGeometry } from "./hero-motifs";

/**
 * A banner's drawing: a page family's motif (hero-motifs.ts) in quiet lines and dots, fading into the banner's
 * right edge. Every motif shares the glow, the fade, the colours and the stroke weights, so they read as one
 * system. Pages show it through <HeroArt>, as a file drawn from this at build; share images and development
 * draw it inline.
 */
export function HeroArtDrawing({ seed, motif = "mesh", idPrefix }: { seed: number; motif?: HeroMotif; idPrefix?: string }) {
  // Ids of its own, so a page may show the art twice (banner and closing call to action).
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const { lines, hubs, nodes } = motifGeometry(motif, seed);
  // One path per stroke style instead of an element per line and dot: the same picture in a
  // fraction of the markup. A dot is a zero-length segment with a round cap.
  return (
    <svg
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="78%" cy="30%" r="60%">
          <stop offset="0" stopColor="var(--color-brand-500)" stopOpacity="0.45" />
          <stop offset="1" stopColor="var(--color-brand-950)" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-fade`} x1="0" x2="1">
          <stop offset="0.25" stopColor="white" stopOpacity="0" />
          <stop offset="1" stopColor="white" stopOpacity="1" />
        </linearGradient>
        <mask id={`${id}-mask`}>
          <rect width="1200" height="520" fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <rect width="1200" height="520" fill={`url(#${id}-glow)`} />
      <g mask={`url(#${id}-mask)`}>
        <path d={lines} stroke="var(--color-brand-300)" strokeOpacity="0.22" strokeWidth="1" fill="none" />
        <path d={dots(hubs)} stroke="var(--color-accent-400)" strokeOpacity="0.8" strokeWidth="7" strokeLinecap="round" />
        <path d={dots(nodes)} stroke="var(--color-brand-300)" strokeOpacity="0.8" strokeWidth="4" strokeLinecap="round" />
      </g>
    </svg>
  );
}

const dots = (points: [number, number][]) => points.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join("");
