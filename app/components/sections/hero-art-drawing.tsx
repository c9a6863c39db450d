import { useId } from "react";
import { seededRandom } from "#app/lib/seeded-random.ts";

/**
 * A quiet network mesh drawn in code: nodes and links fading into the banner's right edge. Pages show it
 * through <HeroArt>, as a file drawn from this at build; share images and development draw it inline.
 */
export function HeroArtDrawing({ seed, idPrefix }: { seed: number; idPrefix?: string }) {
  // Ids of its own, so a page may show the art twice (banner and closing call to action).
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const points = meshPoints(seed);
  // One path per stroke style instead of an element per line and dot: the same picture in a
  // fraction of the markup. A dot is a zero-length segment with a round cap.
  const links = points
    .flatMap((a, i) =>
      points
        .slice(i + 1)
        .filter((b) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 190)
        .map((b) => `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`),
    )
    .join("");
  const hubs = points.filter((_, i) => i % 5 === 0);
  const nodes = points.filter((_, i) => i % 5 !== 0);
  return (
    <svg
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
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
        <path d={links} stroke="var(--color-brand-300)" strokeOpacity="0.22" strokeWidth="1" fill="none" />
        <path d={dots(hubs)} stroke="var(--color-accent-400)" strokeOpacity="0.8" strokeWidth="7" strokeLinecap="round" />
        <path d={dots(nodes)} stroke="var(--color-brand-300)" strokeOpacity="0.8" strokeWidth="4" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** Deterministic pseudo-random points, so a page draws the same art on the server and in the browser. */
function meshPoints(seed: number): [number, number][] {
  // Each piece of art keeps the starting state it was first drawn with, so its picture never changes.
  const next = seededRandom(seed * 9301 + 49297);
  return Array.from({ length: 46 }, () => [Math.round(380 + next() * 820), Math.round(next() * 520)]);
}

const dots = (points: [number, number][]) => points.map(([x, y]) => `M${x} ${y}h0`).join("");
